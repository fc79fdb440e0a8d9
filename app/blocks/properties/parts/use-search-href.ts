import { useLocation } from "@remix-run/react";
import { localizeInternalPath } from "~/content/link-href";
import type { Locale } from "~/i18n/locales";
import { routePath } from "~/i18n/routes";

/**
 * The properties-search page's address, carrying this page's internal query parameters (variant,
 * preview token) and the given search parameters.
 */
export function useSearchHref(locale: Locale, search?: URLSearchParams): string {
  const { search: current } = useLocation();
  const path = routePath("properties-search", locale);
  const query = search?.toString();
  return localizeInternalPath(query ? `${path}?${query}` : path, locale, current);
}
