import { createInstance, type TFunction } from "i18next";
import { i18nConfig } from "./i18n";
import type { Locale } from "./locales";

const instances = new Map<Locale, TFunction>();

/**
 * A translation function for one language outside React (meta functions, loaders). The texts are
 * bundled, so it is ready at once and can be used synchronously.
 */
export function fixedT(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = createInstance();
    void instance.init({ ...i18nConfig, lng: locale, initImmediate: false });
    t = instance.t;
    instances.set(locale, t);
  }
  return t;
}
