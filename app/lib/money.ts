import type { Locale } from "~/i18n/locales";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price in Canadian dollars in the page's language (spec 1 §9: CAD, 2 decimals, locale-CA).
 * The filter overlay's tags use no decimals (spec 2 §9): pass `decimals: 0`.
 */
export function formatPrice(value: number, locale: Locale, { decimals = 2 }: { decimals?: 0 | 2 } = {}) {
  const tag = `${locale}-CA`;
  const key = `${tag}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: "CAD",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
