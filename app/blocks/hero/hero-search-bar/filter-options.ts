import type { Locale } from "~/i18n/locales";
import type { FilterOptions } from "~/search/options";

const started = new Map<Locale, Promise<FilterOptions | null>>();

function isOptions(value: unknown): value is FilterOptions {
  const options = value as FilterOptions | null;
  return (
    typeof options === "object" &&
    options !== null &&
    Array.isArray(options.municipalities) &&
    Array.isArray(options.types) &&
    Array.isArray(options.priceSteps)
  );
}

/**
 * The search filters through our resource route, fetched once per language (spec 1 §4 fetch-once:
 * a started request is shared, never repeated). A failure is kept as null: the bar keeps what the
 * server gave it.
 */
export function fetchFilterOptionsOnce(locale: Locale): Promise<FilterOptions | null> {
  let request = started.get(locale);
  if (!request) {
    request = fetch(`/resources/search-filters?lang=${locale}`)
      .then(async (response) => {
        if (!response.ok) return null;
        const body: unknown = await response.json();
        return isOptions(body) ? body : null;
      })
      .catch(() => null);
    started.set(locale, request);
  }
  return request;
}

/** For tests. */
export function forgetFilterOptions() {
  started.clear();
}
