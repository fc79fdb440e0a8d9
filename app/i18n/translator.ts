import type { Locale } from "./locales";
import { messagesOf } from "./messages";
import { createTranslator, type TFunction } from "./translate";

type TranslatorFactory = (locale: Locale, namespace: string) => TFunction;

const browserTranslator: TranslatorFactory = (locale, namespace) =>
  createTranslator(messagesOf(locale), locale, namespace);

let factory: TranslatorFactory = browserTranslator;

/**
 * `t` for one language and default namespace. The browser uses the small translator of translate.ts
 * (i18next would not fit its budgets); the server installs i18next's at start (remix-i18next.server.ts),
 * and a unit test proves both give the same string for every key.
 */
export function translatorFor(locale: Locale, namespace = "common"): TFunction {
  return factory(locale, namespace);
}

/** Called once at server start with translators bound to i18next instances made then. */
export function installTranslators(serverFactory: TranslatorFactory): void {
  factory = serverFactory;
}
