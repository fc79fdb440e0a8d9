import type { Locale } from "./locales";
import type { TFunction } from "./translate";
import { translatorFor } from "./translator";

/**
 * A translation function for one language outside React (meta functions, loaders, error pages):
 * on the server i18next's `getFixedT`, made once per language at start; in the browser the small `t`.
 */
export function fixedT(locale: Locale, namespace = "common"): TFunction {
  return translatorFor(locale, namespace);
}
