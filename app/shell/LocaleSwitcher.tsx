import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PageLoaderData } from "~/cms/page-route.server";
import { locales } from "~/i18n/locales";
import { localeSwitchHref } from "~/i18n/switch";
import { useLocale } from "~/i18n/use-locale";

/**
 * Links to the other languages (spec 1 §4). A plain link through /resources/locale: it stores the
 * cookie and reloads the document, so it works without JavaScript and with locale-specific scripts.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const data = useRouteLoaderData<PageLoaderData>("routes/$lang.$");
  const alternates = data?.page.alternate_paths ?? [];
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
