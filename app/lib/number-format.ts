import type { Locale } from "~/i18n/locales";

/*
 * Numbers and prices written exactly as `Intl.NumberFormat` writes them for en-CA and fr-CA, but
 * without it: the first NumberFormat a page creates loads ICU's number data, 17–27 ms of main thread
 * on a desktop CPU and four times that on Lighthouse's phone, and the search page's 25 cards created
 * one while hydrating. A unit test compares these with Intl over many values, signs and roundings.
 */

const SEPARATORS: Record<Locale, [group: string, decimal: string]> = { en: [",", "."], fr: ["\u00a0", ","] };

function write(value: number, locale: Locale, minDecimals: number, maxDecimals: number, cad = false) {
  const magnitude = Math.abs(value);
  // NaN, infinities, and from 1e21 where String() writes exponents: Intl (never a price here).
  if (!(magnitude < 1e21)) {
    const options = { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals };
    return value.toLocaleString(
      `${locale}-CA`,
      cad ? { style: "currency", currency: "CAD", ...options } : options,
    );
  }
  // Like Intl, this rounds the shortest decimal form that reads back as the value (String()), half
  // away from zero: 1.005 gives 1.01, where toFixed, working on the binary value 1.00499…, gives
  // 1.00. It rounds the digits, as scaling by a power of ten would itself round. Below 1e-6 String()
  // writes an exponent, and such a value rounds to 0 at the few decimals used here.
  const [whole, fraction = ""] = magnitude < 1e-6 ? ["0"] : String(magnitude).split(".");
  let digits = whole + fraction.padEnd(maxDecimals, "0").slice(0, maxDecimals);
  if (fraction[maxDecimals] >= "5") digits = String(BigInt(digits) + 1n);
  digits = digits.padStart(maxDecimals + 1, "0");
  const split = digits.length - maxDecimals;
  const decimals = digits.slice(split).replace(/0+$/, "").padEnd(minDecimals, "0");
  const [group, decimal] = SEPARATORS[locale];
  const number =
    digits.slice(0, split).replace(/\B(?=(\d{3})+(?!\d))/g, group) + (decimals && decimal + decimals);
  // Intl writes a minus for every negative value, -0 and values that round to 0 included.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!cad) return sign + number;
  return locale === "en" ? `${sign}$${number}` : `${sign}${number}\u00a0$`;
}

/** A number in the page's language, as `Intl.NumberFormat(`${locale}-CA`)` writes it. */
export function formatNumber(value: number, locale: Locale, maxDecimals = 3): string {
  return write(value, locale, 0, maxDecimals);
}

/** A number with exactly `decimals` decimals in the page's language ("0,00" in French). */
export function formatDecimal(value: number, locale: Locale, decimals: number): string {
  return write(value, locale, decimals, decimals);
}

/**
 * A price in Canadian dollars in the page's language (spec 1 §9: CAD, 2 decimals, locale-CA), as
 * Intl's `currency: "CAD"` style writes it. The filter overlay's tags use no decimals (spec 2 §9).
 */
export function formatPrice(value: number, locale: Locale, { decimals = 2 }: { decimals?: 0 | 2 } = {}) {
  return write(value, locale, decimals, decimals, true);
}

/** A listing's price: whole dollars without ",00" (549 000 $), cents only when there are some. */
export function formatAmount(value: number, locale: Locale): string {
  return formatPrice(value, locale, { decimals: Number.isInteger(value) ? 0 : 2 });
}
