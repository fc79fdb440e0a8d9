import type { InitOptions } from "i18next";
import { defaultLocale, locales } from "./locales";
import { defaultNamespace, namespaces, resources } from "./resources";

/** The one i18next configuration, shared by the server and the browser. */
export const i18nConfig = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: defaultNamespace,
  ns: [...namespaces],
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;
