/** A map popup's payload (GET /property/{uls}/tooltip, spec 1 §7), reduced to what it shows. */
export type PropertyTooltip = {
  uls: string;
  address: string;
  price: number | null;
  type: string | null;
  url: string | null;
  image: string | null;
  specs: { bed: number | null; bath: string | null; area: number | null };
  /** A rent is shown per month, like the cards. */
  forSaleForRent?: "buy" | "rent" | null;
};

const cache = new Map<string, Promise<PropertyTooltip | null>>();

/**
 * Tooltip data, fetched once per listing and cached by uls (spec 1 §4); a failure gives null
 * silently (spec 3 §8) and is not retried on this page.
 */
export function loadTooltip(uls: string, locale: string): Promise<PropertyTooltip | null> {
  let pending = cache.get(uls);
  if (!pending) {
    pending = fetch(`/resources/property-tooltip/${encodeURIComponent(uls)}?lang=${locale}`)
      .then((response) => (response.ok ? (response.json() as Promise<PropertyTooltip | null>) : null))
      .catch(() => null);
    cache.set(uls, pending);
  }
  return pending;
}

/** For tests. */
export function clearTooltipCache() {
  cache.clear();
}
