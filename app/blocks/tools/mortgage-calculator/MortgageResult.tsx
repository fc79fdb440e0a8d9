import { forwardRef } from "react";
import { useT } from "~/i18n/use-t";
import { formatDecimal, formatPrice as money } from "~/lib/number-format";
import { payment, type MortgageCheck, type MortgageInput } from "~/lib/mortgage";
import styles from "./MortgageCalculator.module.css";

type Props = { id: string; input: MortgageInput; check: MortgageCheck; shown: boolean };

/**
 * The payment, and below 20 % down the insurance premium added to the loan (issue 34 §9). A live
 * region: the server renders it after a no-JavaScript Calculate, the browser updates it live.
 */
export const MortgageResult = forwardRef<HTMLDivElement, Props>(function MortgageResult(
  { id, input, check, shown },
  ref,
) {
  const { t, locale } = useT("tools");
  const { insurance } = check;
  const amount = payment(
    insurance.insuredLoan,
    input.interestRate,
    input.amortizationPeriod,
    input.paymentFrequency,
  );
  return (
    <div id={id} ref={ref} className={styles.result} role="status" tabIndex={-1}>
      {shown ? (
        <>
          <p className={styles.resultLabel}>{t(`payment.${input.paymentFrequency}`)}</p>
          <p className={styles.resultValue}>{money(amount, locale)}</p>
          <dl className={styles.summary}>
            <div>
              <dt>{t("loan-amount")}</dt>
              <dd>{money(check.loanAmount, locale)}</dd>
            </div>
            {insurance.premium > 0 ? (
              <>
                <div>
                  <dt>{t("premium", { rate: formatDecimal(insurance.rate * 100, locale, 2) })}</dt>
                  <dd>{money(insurance.premium, locale)}</dd>
                </div>
                <div>
                  <dt>{t("insured-loan")}</dt>
                  <dd>{money(insurance.insuredLoan, locale)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          {insurance.premium > 0 ? <p className={styles.resultNote}>{t("premium-note")}</p> : null}
        </>
      ) : (
        <p className={styles.resultHint}>{t("hint")}</p>
      )}
    </div>
  );
});
