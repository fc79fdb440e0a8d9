import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { BlockSection } from "~/theme/BlockSection";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { useNativeValue } from "~/lib/use-native-value";
import { formatDecimal, formatNumber, formatPrice as money } from "~/lib/number-format";
import {
  amortizationPeriods,
  checkMortgage,
  DEFAULT_INTEREST_RATE,
  INSURED_PRICE_CAP,
  parseDecimal,
  paymentFrequencies,
  propertyTypes,
  type MortgageInput,
} from "~/lib/mortgage";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { AmountInput } from "./AmountInput";
import { CalculatorSelect } from "./CalculatorSelect";
import type { MortgageCalculatorData, MortgageCalculatorFields } from "./fields.server";
import { FIELD_NAMES, INITIAL_INPUT, searchWithMortgage } from "./mortgage-query";
import { MortgageResult } from "./MortgageResult";
import styles from "./MortgageCalculator.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** A percent field's text → a fraction; empty is 0 (spec 2 §5); null when it cannot be read. */
function rateFromPercent(text: string): number | null {
  const value = parseDecimal(text);
  return value === null ? null : value / 100;
}

/** Brings the result into view after Calculate when it is not (a phone: below the form). */
function reveal(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
}

/**
 * `mortgage-calculator` (spec 2 "Mortgage calculator"): the result after Calculate, live afterwards.
 * A GET form (issue 34 §2): without JavaScript Calculate sends the fields and the server renders the
 * result from the address; with it the result is computed in place and written into the address.
 */
export default function MortgageCalculator({
  block,
  fields,
  data,
  index,
}: BlockProps<MortgageCalculatorFields, MortgageCalculatorData>) {
  const { t, locale } = useT("tools");
  const id = useId();
  const hydrated = useHydrated();
  const resultRef = useRef<HTMLDivElement>(null);
  const revealNext = useRef(false);
  const [input, setInput] = useState<MortgageInput>(data?.input ?? INITIAL_INPUT);
  const [rateText, setRateText] = useState(
    () => data?.rateText ?? formatNumber(DEFAULT_INTEREST_RATE * 100, locale),
  );
  const [calculated, setCalculated] = useState(data != null);
  const rateUnreadable = rateFromPercent(rateText) === null;
  const checked = checkMortgage(input);
  const rateInvalid = rateUnreadable || checked.negativeRate;
  const check = { ...checked, canCalculate: checked.canCalculate && !rateUnreadable };
  const set = (patch: Partial<MortgageInput>) => setInput((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.canCalculate) return;
    setCalculated(true);
    revealNext.current = true;
  };
  const resultId = `mortgage-result-${block.key}`;
  const changeRate = (text: string) => {
    setRateText(text);
    const rate = rateFromPercent(text);
    if (rate !== null) set({ interestRate: rate });
  };
  // A rate typed before the page's code ran.
  useNativeValue(
    () => document.getElementById(`${id}-rate`) as HTMLInputElement | null,
    rateText,
    (field) => changeRate(field.value),
  );

  useEffect(() => {
    if (!revealNext.current) return;
    revealNext.current = false;
    reveal(resultRef.current);
  });

  // Once calculated, the address holds the calculation (replaced, not pushed, and without the
  // router: a navigation would rerun the loader for what is on the screen), so a reload or a shared
  // link shows the same result. The address never drives the fields after the first render.
  useEffect(() => {
    if (!calculated) return;
    const { pathname, search, hash } = window.location;
    const next = searchWithMortgage(search, input, rateText);
    if (next !== search) window.history.replaceState(window.history.state, "", pathname + next + hash);
  }, [calculated, input, rateText]);

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
          <form className={styles.form} method="get" action={`#${resultId}`} onSubmit={submit} noValidate>
            <CalculatorSelect
              id={`${id}-type`}
              name={FIELD_NAMES.propertyType}
              label={t("property-type")}
              value={input.propertyType}
              choices={propertyTypes}
              choiceLabel={(type) => t(`property-types.${type}`)}
              onChange={(propertyType) => set({ propertyType })}
            />
            <div className={styles.field}>
              <label htmlFor={`${id}-price`}>{t("price")}</label>
              <AmountInput
                id={`${id}-price`}
                name={FIELD_NAMES.price}
                value={input.price}
                onChange={(price) => set({ price })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-down`}>{t("down-payment")}</label>
              <div className={styles.withSuffix}>
                <AmountInput
                  id={`${id}-down`}
                  name={FIELD_NAMES.downPayment}
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
                    {check.aboveInsuredCap
                      ? ` ${t("above-insured-cap", { cap: money(INSURED_PRICE_CAP, locale, { decimals: 0 }) })}`
                      : null}
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
                  name={FIELD_NAMES.interestRate}
                  className={styles.input}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={rateText}
                  aria-invalid={rateInvalid || undefined}
                  aria-describedby={rateInvalid ? `${id}-rate-message` : undefined}
                  onChange={(event) => changeRate(event.target.value)}
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
                name={FIELD_NAMES.amortizationPeriod}
                label={t("amortization")}
                value={input.amortizationPeriod}
                choices={amortizationPeriods}
                choiceLabel={(years) => t("years", { count: years })}
                onChange={(amortizationPeriod) => set({ amortizationPeriod })}
              />
              <CalculatorSelect
                id={`${id}-frequency`}
                name={FIELD_NAMES.paymentFrequency}
                label={t("frequency")}
                value={input.paymentFrequency}
                choices={paymentFrequencies}
                choiceLabel={(frequency) => t(`frequencies.${frequency}`)}
                onChange={(paymentFrequency) => set({ paymentFrequency })}
              />
            </div>
            {/* Disabled only once the page's code runs: without it the server checks, and a disabled
                button would leave no way to send a corrected form. */}
            <button type="submit" className={styles.submit} disabled={hydrated && !check.canCalculate}>
              {t("calculate")}
            </button>
          </form>
          <MortgageResult
            ref={resultRef}
            id={resultId}
            input={input}
            check={check}
            shown={calculated && check.canCalculate}
          />
        </div>
      </div>
    </BlockSection>
  );
}
