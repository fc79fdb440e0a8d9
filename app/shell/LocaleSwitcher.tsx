import { useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useT } from "~/i18n/use-t";
import { locales } from "~/i18n/locales";
import { localeSwitchHref } from "~/i18n/switch";
import { siteAtom } from "~/state/site";

/**
 * Links to the other languages (spec 1 §4). A plain link through /resources/locale: it stores the
 * cookie and reloads the document, so it works without JavaScript and with locale-specific scripts.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const { t, locale } = useT();
  const location = useLocation();
  const alternates = useAtomValue(siteAtom)?.alternatePaths ?? [];
  const keep = new URLSearchParams(location.search);
  const internal = new URLSearchParams();
  for (const name of ["variant", "preview_token"]) {
    const value = keep.get(name);
    if (value) internal.set(name, value);
  }
  const query = internal.toString();
  const search = query ? `?${query}` : "";
  return (
    <>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <a
            key={other}
            className={className}
            href={localeSwitchHref(other, alternates, search)}
            hrefLang={other}
            lang={other}
            aria-label={t(`language.${other}`)}
          >
            {t(`language.${other}`)}
          </a>
        ))}
    </>
  );
}
