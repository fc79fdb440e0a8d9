import { useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useT } from "~/i18n/use-t";
import { locales } from "~/i18n/locales";
import { localeSwitchHref, pageStateOf } from "~/i18n/switch";
import { isCarriedQueryValue } from "~/content/link-href";
import { siteAtom, type SiteData } from "~/state/site";

/**
 * The query the switch carries: what the page shows (its filters, sort, page: `pageStateOf`), and
 * only what the page accepted of the internal query, a preview token in edit mode and the variant it
 * shows. A wrong value would be repeated in the link (a 12 KB token made the page 24 KB larger) and
 * would not open edit mode or the variant on the other side anyway.
 */
function acceptedSearch(query: URLSearchParams, site: SiteData | null): string {
  const kept = pageStateOf(query);
  const variant = query.get("variant");
  if (
    variant !== null &&
    site?.variant &&
    String(site.variant.id) === variant &&
    isCarriedQueryValue("variant", variant)
  )
    kept.set("variant", variant);
  const token = query.get("preview_token");
  if (token !== null && site?.editMode && isCarriedQueryValue("preview_token", token))
    kept.set("preview_token", token);
  const search = kept.toString();
  return search ? `?${search}` : "";
}

/**
 * Links to the other languages (spec 1 §4). A plain link through /resources/locale: it stores the
 * cookie and reloads the document, so it works without JavaScript and with locale-specific scripts.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const { t, locale } = useT();
  const location = useLocation();
  const site = useAtomValue(siteAtom);
  const alternates = site?.alternatePaths ?? [];
  const search = acceptedSearch(new URLSearchParams(location.search), site);
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
