import type { Locale } from "~/i18n/locales";
import { formatCad } from "./number-format";

/**
 * A price in Canadian dollars in the page's language (spec 1 §9: CAD, 2 decimals, locale-CA).
 * The filter overlay's tags use no decimals (spec 2 §9): pass `decimals: 0`.
 */
export function formatPrice(value: number, locale: Locale, { decimals = 2 }: { decimals?: 0 | 2 } = {}) {
  return formatCad(value, locale, decimals);
}
