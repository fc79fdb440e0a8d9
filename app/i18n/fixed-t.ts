import type { Locale } from "./locales";
import { messagesOf } from "./messages";
import { createTranslator, type TFunction } from "./translate";

/** A translation function for one language outside React (meta functions, loaders). */
export function fixedT(locale: Locale, namespace = "common"): TFunction {
  return createTranslator(messagesOf(locale), locale, namespace);
}
