import type { Locale } from "~/i18n/locales";

/*
 * Numbers and prices written exactly as `Intl.NumberFormat` writes them for en-CA and fr-CA, but
 * without it: the first NumberFormat a page creates loads ICU's number data, 17–27 ms of main thread
 * on a desktop CPU and four times that on Lighthouse's phone, and the search page's 25 cards created
 * one while hydrating. A unit test compares these with Intl over many values, signs and roundings.
 */

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  fr: { group: "\u00a0", decimal: "," },
};

/** From here String() writes exponents: Intl writes those (never a price here). */
const LARGEST_WRITTEN = 1e21;

const fallbacks = new Map<string, Intl.NumberFormat>();
function intlFormat(value: number, tag: string, options: Intl.NumberFormatOptions) {
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    fallbacks.set(key, format);
  }
  return format.format(value);
}

type Digits = { minDecimals?: number; maxDecimals?: number };

/**
 * The digits of |value| rounded to `maxDecimals`, without the decimal point. Like Intl, it rounds
 * the shortest decimal form that reads back as the value (String()), half away from zero: 1.005
 * gives 1.01, where toFixed, working on the binary value 1.00499…, gives 1.00. The rounding is done
 * on the digits, as scaling the number by a power of ten would itself round.
 */
function roundedDigits(magnitude: number, maxDecimals: number) {
  // Below 1e-6 String() writes an exponent; such a value rounds to 0 at the few decimals used here.
  if (magnitude < 1e-6) return "0".repeat(maxDecimals + 1);
  const [whole, fraction = ""] = String(magnitude).split(".");
  if (fraction.length <= maxDecimals) return whole + fraction.padEnd(maxDecimals, "0");
  const kept = whole + fraction.slice(0, maxDecimals);
  if (fraction[maxDecimals] < "5") return kept;
  return String(BigInt(kept) + 1n).padStart(kept.length, "0");
}

/** The unsigned digits of `value` with grouping, or null when Intl must write it. */
function unsignedDigits(value: number, locale: Locale, { minDecimals = 0, maxDecimals = 3 }: Digits) {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= LARGEST_WRITTEN) return null;
  const all = roundedDigits(magnitude, maxDecimals).padStart(maxDecimals + 1, "0");
  const whole = all.slice(0, all.length - maxDecimals);
  let fraction = all.slice(all.length - maxDecimals);
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const { group, decimal } = SEPARATORS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** Intl writes a minus for every negative value, -0 and values that round to 0 included. */
function sign(value: number) {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

/** A number in the page's language, as `Intl.NumberFormat(`${locale}-CA`, options)` writes it. */
export function formatNumber(value: number, locale: Locale, digits: Digits = {}): string {
  const written = unsignedDigits(value, locale, digits);
  if (written === null) {
    const { minDecimals: minimumFractionDigits = 0, maxDecimals: maximumFractionDigits = 3 } = digits;
    return intlFormat(value, `${locale}-CA`, { minimumFractionDigits, maximumFractionDigits });
  }
  return sign(value) + written;
}

/** An amount in Canadian dollars, as Intl's `currency: "CAD"` style writes it in en-CA and fr-CA. */
export function formatCad(value: number, locale: Locale, decimals: number): string {
  const written = unsignedDigits(value, locale, { minDecimals: decimals, maxDecimals: decimals });
  if (written === null) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    return intlFormat(value, `${locale}-CA`, { style: "currency", currency: "CAD", ...options });
  }
  return locale === "en" ? `${sign(value)}$${written}` : `${sign(value)}${written}\u00a0$`;
}
