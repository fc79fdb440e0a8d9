import { FILTER_PARAMS } from "./filters";

/** Spec 3 §4: the search state persists for the browser session. */
const KEY = "property-search:query";
const VIEW_PARAMS = [
  ...FILTER_PARAMS,
  "order_by",
  "NorthEast_lat",
  "NorthEast_lng",
  "SouthWest_lat",
  "SouthWest_lng",
];

/** Only the search's own parameters are kept (never a preview token). */
export function searchPart(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (VIEW_PARAMS.includes(name)) kept.append(name, value);
  return kept.toString();
}

/**
 * Saves the search of a visit; one that asks for reset_filters saves the cleared search at once, not
 * the filters it clears (a visit left before its URL is cleared would bring them back).
 */
export function saveSearch(search: string): void {
  try {
    window.sessionStorage.setItem(KEY, searchPart(searchAfterReset(search) ?? search));
  } catch {
    // Storage may be off (private mode, quota): the URL still holds the view.
  }
}

/**
 * The search to restore when the page opens without one of its own: none when the URL has search
 * parameters or asks for reset_filters.
 */
export function searchToRestore(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get("reset_filters") === "true" || searchPart(search) !== "") return null;
  try {
    const saved = window.sessionStorage.getItem(KEY);
    return saved ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The search once `reset_filters=true` is applied: the filters and the flag gone from the URL (the
 * sort, the map and other parameters kept), so neither a reload nor the session brings them back.
 * Null when the URL does not ask for a reset.
 */
export function searchAfterReset(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get("reset_filters") !== "true") return null;
  query.delete("reset_filters");
  for (const name of FILTER_PARAMS) query.delete(name);
  return query.toString();
}
