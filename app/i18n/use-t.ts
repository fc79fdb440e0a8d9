import { createContext, useContext, useMemo } from "react";
import { defaultLocale, type Locale } from "./locales";
import { messagesOf } from "./messages";
import { createTranslator, type TFunction } from "./translate";

/** The page's language, set once at the root from the URL. */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `t` for a namespace in the page's language (keys may still name another with `ns:key`). */
export function useT(namespace = "common"): { t: TFunction; locale: Locale } {
  const locale = useLocale();
  const t = useMemo(() => createTranslator(messagesOf(locale), locale, namespace), [locale, namespace]);
  return { t, locale };
}
