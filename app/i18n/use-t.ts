import { createContext, useContext, useMemo } from "react";
import { defaultLocale, type Locale } from "./locales";
import { loadNamespaces, messagesOf } from "./messages";
import { isLazyNamespace } from "./namespaces";
import type { TFunction } from "./translate";
import { translatorFor } from "./translator";

/** The page's language, set once at the root from the URL. */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * `t` for a namespace in the page's language (keys may still name another with `ns:key`). A lazy
 * namespace not loaded yet suspends the component until it is: blocks name theirs in `texts` so they
 * load with the block's code, and this only catches one forgotten there.
 */
export function useT(namespace = "common"): { t: TFunction; locale: Locale } {
  const locale = useLocale();
  const messages = messagesOf(locale);
  if (isLazyNamespace(namespace) && !messages[namespace]) {
    // The texts still show, late: React stops hydrating (or rendering) here and starts again when
    // they arrive, and a list it had half hydrated may be matched against the wrong nodes.
    console.error(`"${namespace}" texts not loaded before rendering: add them to the block's texts`);
    throw loadNamespaces(locale, [namespace]);
  }
  const t = useMemo(() => translatorFor(locale, namespace), [locale, namespace]);
  return { t, locale };
}
