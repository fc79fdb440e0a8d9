import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { siteAtom } from "~/state/site";
import { defaultLocale, isLocale, type Locale } from "./locales";

/** The visitor's language: the page's locale, else i18next's, else French. */
export function useLocale(): Locale {
  const site = useAtomValue(siteAtom);
  const { i18n } = useTranslation();
  if (site) return site.locale;
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
