import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./i18n";
import { defaultLocale, locales } from "./locales";

/** Server-side translations for loaders and meta (`getFixedT(locale)`). */
export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...locales], fallbackLanguage: defaultLocale },
  i18next: i18nConfig,
});
