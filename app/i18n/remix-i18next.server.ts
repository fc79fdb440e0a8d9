import { RemixI18Next } from "remix-i18next/server";
import { parseAcceptLanguage, readStoredLocale } from "./request-languages.server";
import { i18nextOptions } from "./i18next-options";
import { defaultLocale, isLocale, locales, type Locale } from "./locales";
import { messagesOf } from "./messages";
import { loadAllNamespaces, registerAllMessages } from "./messages.server";
import type { TFunction } from "./translate";
import { installTranslators } from "./translator";

registerAllMessages();
// Every namespace of both languages is in memory before the first request, so no render waits.
await loadAllNamespaces();

const namespaces = [
  "common",
  ...Object.keys(messagesOf(defaultLocale)).filter((name) => name !== "common"),
] as const;

/**
 * Spec 1 §2: the stored cookie, then the browser's languages in its order of preference, French
 * last. remix-i18next's own `cookie` reads only cookies it signed and encoded, and its `header`
 * pass prefers an exact tag anywhere in the list (`fr-CA;q=0.9, en;q=0.2` gave `en`), so both are
 * given to it, in that order, through `findLocale`; it picks the first language we support.
 */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => {
      const stored = readStoredLocale(request);
      const browser = parseAcceptLanguage(request.headers.get("Accept-Language")).map(
        (tag) => tag.split("-")[0],
      );
      return [...(stored ? [stored] : []), ...browser].filter((tag) => /^[a-z]+$/.test(tag));
    },
  },
  i18next: { ...i18nextOptions, ns: namespaces, resources: { fr: messagesOf("fr"), en: messagesOf("en") } },
});

export async function detectLocale(request: Request): Promise<Locale> {
  const locale = await remixI18next.getLocale(request);
  return isLocale(locale) ? locale : defaultLocale;
}

// One i18next instance per language, made here at start: never one per request (it cost 7–10% of a
// render). Each `t` names its default namespace per call, so one instance serves every namespace.
const fixedTs = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => [
      locale,
      (await remixI18next.getFixedT(locale, namespaces)) as unknown as TFunction,
    ]),
  ),
) as Record<Locale, TFunction>;

const translators = new Map<string, TFunction>();

function serverTranslator(locale: Locale, namespace: string): TFunction {
  const id = `${locale}:${namespace}`;
  let translator = translators.get(id);
  if (!translator) {
    const t = fixedTs[locale];
    translator = (key, options) => t(key, { ...options, ns: namespace });
    translators.set(id, translator);
  }
  return translator;
}

/** Server start: meta, loaders, error pages and the render translate with i18next from here on. */
export function installServerI18next(): void {
  installTranslators(serverTranslator);
}

/** The server's `t` for a language and default namespace (tests compare it with the browser's). */
export const i18nextTranslatorFor = serverTranslator;
