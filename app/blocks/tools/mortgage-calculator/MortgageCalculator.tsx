import { useId, useState, type FormEvent } from "react";
import { BlockSection } from "~/theme/BlockSection";
import { useT } from "~/i18n/use-t";
import { formatDecimal, formatNumber, formatPrice as money } from "~/lib/number-format";
import {
  amortizationPeriods,
  checkMortgage,
  DEFAULT_AMORTIZATION,
  DEFAULT_FREQUENCY,
  DEFAULT_INTEREST_RATE,
  parseDecimal,
  payment,
  paymentFrequencies,
  propertyTypes,
  type MortgageInput,
} from "~/lib/mortgage";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { AmountInput } from "./AmountInput";
import { CalculatorSelect } from "./CalculatorSelect";
import type { MortgageCalculatorFields } from "./fields.server";
import styles from "./MortgageCalculator.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** A percent field's text → a fraction; empty is 0 (spec 2 §5); null when it cannot be read. */
function rateFromPercent(text: string): number | null {
  const value = parseDecimal(text);
  return value === null ? null : value / 100;
}

const INITIAL: MortgageInput = {
  propertyType: "residential",
  price: 0,
  downPayment: 0,
  interestRate: DEFAULT_INTEREST_RATE,
  amortizationPeriod: DEFAULT_AMORTIZATION,
  paymentFrequency: DEFAULT_FREQUENCY,
};

/** `mortgage-calculator` (spec 2 "Mortgage calculator"): computes locally, the result after Calculate. */
export default function MortgageCalculator({ block, fields, index }: BlockProps<MortgageCalculatorFields>) {
  const { t, locale } = useT("tools");
  const id = useId();
  const [input, setInput] = useState<MortgageInput>(INITIAL);
  const [rateText, setRateText] = useState(() => formatNumber(DEFAULT_INTEREST_RATE * 100, locale));
  const [calculated, setCalculated] = useState(false);
  const rateUnreadable = rateFromPercent(rateText) === null;
  const checked = checkMortgage(input);
  const rateInvalid = rateUnreadable || checked.negativeRate;
  const check = { ...checked, canCalculate: checked.canCalculate && !rateUnreadable };
  const set = (patch: Partial<MortgageInput>) => setInput((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.canCalculate) setCalculated(true);
  };
  const result = payment(
    check.loanAmount,
    input.interestRate,
    input.amortizationPeriod,
    input.paymentFrequency,
  );
  const downMessageId = `${id}-down-message`;

  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading
          title={fields.main_title ?? { kind: "text", text: t("title") }}
          description={fields.description}
          first={index === 0}
        />
        <div className={styles.layout}>
          <form className={styles.form} onSubmit={submit} noValidate>
            <CalculatorSelect
              id={`${id}-type`}
              label={t("property-type")}
              value={input.propertyType}
              choices={propertyTypes}
              choiceLabel={(type) => t(`property-types.${type}`)}
              onChange={(propertyType) => set({ propertyType })}
            />
            <div className={styles.field}>
              <label htmlFor={`${id}-price`}>{t("price")}</label>
              <AmountInput id={`${id}-price`} value={input.price} onChange={(price) => set({ price })} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-down`}>{t("down-payment")}</label>
              <div className={styles.withSuffix}>
                <AmountInput
                  id={`${id}-down`}
                  value={input.downPayment}
                  onChange={(downPayment) => set({ downPayment })}
                  describedBy={check.tooLow || check.tooHigh ? downMessageId : undefined}
                  invalid={check.tooLow || check.tooHigh}
                />
                <label className={styles.percent}>
                  <span className={styles.visuallyHidden}>{t("down-payment-percent")}</span>
                  <input
                    className={styles.input}
                    readOnly
                    value={`${formatDecimal(check.downPaymentPercent, locale, 2)} %`}
                  />
                </label>
              </div>
              <div id={downMessageId} aria-live="polite">
                {check.tooLow ? (
                  <p className={styles.danger}>
                    {t("minimum-down-payment", { amount: money(check.minimumDownPayment, locale) })}
                  </p>
                ) : null}
                {check.tooHigh ? (
                  <div className={styles.alert} role="alert">
                    <strong>{t("too-high.title")}</strong>
                    <p>{t("too-high.description")}</p>
                  </div>
                ) : null}
              </div>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-rate`}>{t("interest-rate")}</label>
              <div className={styles.withUnit}>
                <input
                  id={`${id}-rate`}
                  className={styles.input}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={rateText}
                  aria-invalid={rateInvalid || undefined}
                  aria-describedby={rateInvalid ? `${id}-rate-message` : undefined}
                  onChange={(event) => {
                    setRateText(event.target.value);
                    const rate = rateFromPercent(event.target.value);
                    if (rate !== null) set({ interestRate: rate });
                  }}
                />
                <span aria-hidden="true">%</span>
              </div>
              {rateInvalid ? (
                <p id={`${id}-rate-message`} className={styles.danger}>
                  {t(rateUnreadable ? "unreadable-rate" : "negative-rate")}
                </p>
              ) : null}
            </div>
            <div className={styles.row}>
              <CalculatorSelect
                id={`${id}-years`}
                label={t("amortization")}
                value={input.amortizationPeriod}
                choices={amortizationPeriods}
                choiceLabel={(years) => t("years", { count: years })}
                onChange={(amortizationPeriod) => set({ amortizationPeriod })}
              />
              <CalculatorSelect
                id={`${id}-frequency`}
                label={t("frequency")}
                value={input.paymentFrequency}
                choices={paymentFrequencies}
                choiceLabel={(frequency) => t(`frequencies.${frequency}`)}
                onChange={(paymentFrequency) => set({ paymentFrequency })}
              />
            </div>
            <button type="submit" className={styles.submit} disabled={!check.canCalculate}>
              {t("calculate")}
            </button>
          </form>
          <div className={styles.result} aria-live="polite">
            {calculated && check.canCalculate ? (
              <>
                <p className={styles.resultLabel}>{t(`payment.${input.paymentFrequency}`)}</p>
                <p className={styles.resultValue}>{money(result, locale)}</p>
                <dl className={styles.summary}>
                  <dt>{t("loan-amount")}</dt>
                  <dd>{money(check.loanAmount, locale)}</dd>
                </dl>
              </>
            ) : (
              <p className={styles.resultHint}>{t("hint")}</p>
            )}
          </div>
        </div>
      </div>
    </BlockSection>
  );
}
