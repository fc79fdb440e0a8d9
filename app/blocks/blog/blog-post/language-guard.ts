import { useEffect } from "react";
import { openLanguageWarning } from "~/shell/events";
import { isLocale, type Locale } from "~/i18n/locales";
import { localeSwitchHref } from "~/i18n/switch";
import { routePath } from "~/i18n/routes";
import type { TFunction } from "~/i18n/translate";

/**
 * Spec 2 "Blog post page": switching to a language the post has no content in opens the warning
 * modal instead of navigating. The language links carry `hreflang`; a click on one whose language
 * has no alternate path of this page is stopped before the navigation.
 */
export function useLanguageGuard(available: Locale[], current: Locale, t: TFunction) {
  const key = available.join(",");
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[hreflang]");
      const target = link?.getAttribute("hreflang");
      if (!isLocale(target) || target === current || key.split(",").includes(target)) return;
      event.preventDefault();
      const targetLanguage = t(`languages.${target}`);
      const currentLanguage = t(`languages.${current}`);
      openLanguageWarning({
        title: t("language-warning.title", { targetLanguage, currentLanguage }),
        message: t("language-warning.message", { targetLanguage, currentLanguage }),
        redirectText: t("language-warning.back"),
        redirectHref: localeSwitchHref(target, [{ locale: target, path: routePath("blog", target) }]),
        cancelText: t("language-warning.cancel"),
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [key, current, t]);
}
