/**
 * The property filter model (spec 2 §3, spec 3 §3) and its query-string form (spec 1 §5). Browser-safe
 * and dependency-free: the search block, the filter overlay and the hero search bar all use it.
 */

export type TransactionType = "buy" | "rent";

export type SearchFilters = {
  /** Municipality codes, kept sorted. */
  mun: string[];
  /** At most one property type (spec 2 §3), kept as a list like the API. */
  type: string[];
  /** null means 0. */
  price_min: number | null;
  /** null means no upper limit. */
  price_max: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  forSaleForRent: TransactionType | null;
  open_house: boolean;
};

export type MapBounds = {
  NorthEast_lat: number;
  NorthEast_lng: number;
  SouthWest_lat: number;
  SouthWest_lng: number;
};

export const SORT_ORDERS = ["newest", "oldest", "price_desc", "price_asc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = "newest";

/** Spec 3 §9. */
export const PAGE_SIZE = 25;

/** Bedroom and bathroom options (spec 2 §5). */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

/** Spec 1 §3. */
export const PROPERTY_TYPES = ["maison", "condo", "prop", "ferme", "chalet", "terrain", "comm"] as const;

/** A fixed box at Canada scale, used to centre the map (spec 3 §9). */
export const DEFAULT_MAP_BOUNDS: MapBounds = {
  NorthEast_lat: 62,
  NorthEast_lng: -52,
  SouthWest_lat: 42,
  SouthWest_lng: -95,
};

/** Spec 1 §9: 0 to 500 000 by 25 000, 550 000 to 1 000 000 by 50 000, then 2M, 3M, 4M, 5M, 10M. */
export const DEFAULT_PRICE_STEPS: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

export const DEFAULT_FILTERS: SearchFilters = Object.freeze({
  mun: [],
  type: [],
  price_min: null,
  price_max: null,
  bedrooms: null,
  bathrooms: null,
  // Sale prices and monthly rents are never mixed by default: one price range cannot fit both.
  forSaleForRent: "buy",
  open_house: false,
}) as SearchFilters;

export const FILTER_PARAMS = [
  "mun",
  "type",
  "price_min",
  "price_max",
  "bedrooms",
  "bathrooms",
  "forSaleForRent",
  "open_house",
] as const;

export const BOUND_PARAMS = ["NorthEast_lat", "NorthEast_lng", "SouthWest_lat", "SouthWest_lng"] as const;

/** Lists arrive repeated (`mun=a&mun=b`, a GET form) or comma-separated (`mun=a,b`); both are read. */
function textList(query: URLSearchParams, name: string): string[] {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 64);
  return [...new Set(values)].sort();
}

/** Number cast of spec 1 §5; anything that is not a finite non-negative number is ignored. */
function numberOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw.replace(/[\s,]/g, ""));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function roomsOf(raw: string | null): number | null {
  const value = numberOf(raw);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** Boolean cast of spec 1 §5. */
function booleanOf(raw: string | null): boolean | null {
  if (raw === null) return null;
  const value = raw.trim().toLowerCase();
  if (value === "true" || value === "1" || value === "on") return true;
  if (value === "false" || value === "0" || value === "") return false;
  return null;
}

/**
 * What the query says about the filters, only for the parameters it holds: `{}` when it says nothing.
 * `reset_filters=true` is handled by `filtersFromQuery`.
 */
export function queryFilters(query: URLSearchParams): Partial<SearchFilters> {
  const found: Partial<SearchFilters> = {};
  const mun = textList(query, "mun");
  if (mun.length) found.mun = mun;
  // At most one type (spec 2 §3): the first one given.
  const type = textList(query, "type").slice(0, 1);
  if (type.length) found.type = type;
  const priceMin = numberOf(query.get("price_min"));
  if (priceMin !== null) found.price_min = Math.round(priceMin);
  const priceMax = numberOf(query.get("price_max"));
  if (priceMax !== null) found.price_max = Math.round(priceMax);
  const bedrooms = roomsOf(query.get("bedrooms"));
  if (bedrooms !== null) found.bedrooms = bedrooms;
  const bathrooms = roomsOf(query.get("bathrooms"));
  if (bathrooms !== null) found.bathrooms = bathrooms;
  const kind = query.get("forSaleForRent")?.trim();
  if (kind === "buy" || kind === "rent") found.forSaleForRent = kind;
  const openHouse = booleanOf(query.get("open_house"));
  if (openHouse !== null) found.open_house = openHouse;
  // A minimum above the maximum cannot match anything: the two are swapped.
  if (found.price_min != null && found.price_max != null && found.price_min > found.price_max) {
    [found.price_min, found.price_max] = [found.price_max, found.price_min];
  }
  return found;
}

/**
 * The filters of a page's query: `reset_filters=true` gives the defaults; otherwise what the query
 * holds is merged over the defaults, and only when it yields something (spec 3 §4).
 */
export function filtersFromQuery(
  query: URLSearchParams,
  defaults: SearchFilters = DEFAULT_FILTERS,
): SearchFilters {
  if (query.get("reset_filters") === "true") return { ...defaults };
  const found = queryFilters(query);
  if (Object.keys(found).length === 0) return { ...defaults };
  return { ...defaults, ...found };
}

/** The query-string form of the active filters (defaults are left out, lists sorted and repeated). */
export function filtersToQuery(filters: SearchFilters, query = new URLSearchParams()): URLSearchParams {
  for (const name of FILTER_PARAMS) query.delete(name);
  for (const code of [...filters.mun].sort()) query.append("mun", code);
  for (const type of [...filters.type].sort()) query.append("type", type);
  if (filters.price_min) query.set("price_min", String(filters.price_min));
  if (filters.price_max !== null) query.set("price_max", String(filters.price_max));
  if (filters.bedrooms !== null) query.set("bedrooms", String(filters.bedrooms));
  if (filters.bathrooms !== null) query.set("bathrooms", String(filters.bathrooms));
  if (filters.forSaleForRent && filters.forSaleForRent !== DEFAULT_FILTERS.forSaleForRent)
    query.set("forSaleForRent", filters.forSaleForRent);
  if (filters.open_house) query.set("open_house", "true");
  return query;
}

function sameList(a: string[], b: string[]) {
  const left = [...a].sort();
  const right = [...b].sort();
  return left.length === right.length && left.every((value, i) => value === right[i]);
}

/** Two filter sets compared with their lists sorted first (spec 3 §3). */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return (
    sameList(a.mun, b.mun) &&
    sameList(a.type, b.type) &&
    (a.price_min || 0) === (b.price_min || 0) &&
    a.price_max === b.price_max &&
    a.bedrooms === b.bedrooms &&
    a.bathrooms === b.bathrooms &&
    a.forSaleForRent === b.forSaleForRent &&
    a.open_house === b.open_house
  );
}

/**
 * How many criteria beyond the municipalities are set: the number on the search bar's
 * more-criteria button (spec 2 §2). The price range counts once.
 */
export function moreCriteriaCount(filters: SearchFilters): number {
  return [
    filters.type.length > 0,
    Boolean(filters.price_min) || filters.price_max !== null,
    filters.bedrooms !== null,
    filters.bathrooms !== null,
    filters.forSaleForRent !== DEFAULT_FILTERS.forSaleForRent,
    filters.open_house,
  ].filter(Boolean).length;
}

/** The map bounds of a query (all four corners, valid latitudes and longitudes), else null. */
export function boundsFromQuery(query: URLSearchParams): MapBounds | null {
  const values = BOUND_PARAMS.map((name) => {
    const raw = query.get(name);
    if (raw === null || raw.trim() === "") return NaN;
    return Number(raw);
  });
  if (values.some((value) => !Number.isFinite(value))) return null;
  const [neLat, neLng, swLat, swLng] = values;
  if (Math.abs(neLat) > 90 || Math.abs(swLat) > 90 || Math.abs(neLng) > 180 || Math.abs(swLng) > 180)
    return null;
  if (swLat > neLat || swLng > neLng) return null;
  return { NorthEast_lat: neLat, NorthEast_lng: neLng, SouthWest_lat: swLat, SouthWest_lng: swLng };
}

/** 5 decimals are about a metre: enough for a shared view, short in the URL. */
const round = (value: number) => String(Math.round(value * 1e5) / 1e5);

export function boundsToQuery(bounds: MapBounds | null, query = new URLSearchParams()): URLSearchParams {
  for (const name of BOUND_PARAMS) query.delete(name);
  if (bounds) for (const name of BOUND_PARAMS) query.set(name, round(bounds[name]));
  return query;
}

export function sameBounds(a: MapBounds | null, b: MapBounds | null): boolean {
  if (!a || !b) return a === b;
  return BOUND_PARAMS.every((name) => round(a[name]) === round(b[name]));
}

export function sortFromQuery(query: URLSearchParams): SortOrder {
  const value = query.get("order_by");
  return (SORT_ORDERS as readonly string[]).includes(value ?? "") ? (value as SortOrder) : DEFAULT_SORT;
}

export function pageFromQuery(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Everything a search view is made of: shared by URL, restored by Back. */
export type SearchView = {
  filters: SearchFilters;
  order_by: SortOrder;
  page: number;
  bounds: MapBounds | null;
};

export function viewFromQuery(query: URLSearchParams): SearchView {
  return {
    filters: filtersFromQuery(query),
    order_by: sortFromQuery(query),
    page: pageFromQuery(query),
    bounds: boundsFromQuery(query),
  };
}

/**
 * The query of a view. Parameters that are not the search's own (variant, preview_token…) are kept
 * from `base`; reset_filters is dropped once applied.
 */
export function viewToQuery(view: SearchView, base = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  query.delete("reset_filters");
  filtersToQuery(view.filters, query);
  if (view.order_by === DEFAULT_SORT) query.delete("order_by");
  else query.set("order_by", view.order_by);
  if (view.page > 1) query.set("page", String(view.page));
  else query.delete("page");
  boundsToQuery(view.bounds, query);
  return query;
}

/**
 * The filters as the core API's /properties takes them (spec 3 §7 "Filter conversion"): lists
 * comma-separated, open_house sent as 1 or omitted, map bounds flattened into their own fields.
 */
export function coreFilterQuery(filters: SearchFilters, bounds: MapBounds | null): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.mun.length) query.set("mun", [...filters.mun].sort().join(","));
  if (filters.type.length) query.set("type", [...filters.type].sort().join(","));
  if (filters.price_min) query.set("price_min", String(filters.price_min));
  if (filters.price_max !== null) query.set("price_max", String(filters.price_max));
  if (filters.bedrooms !== null) query.set("bedrooms", String(filters.bedrooms));
  if (filters.bathrooms !== null) query.set("bathrooms", String(filters.bathrooms));
  if (filters.forSaleForRent) query.set("forSaleForRent", filters.forSaleForRent);
  if (filters.open_house) query.set("open_house", "1");
  if (bounds) for (const name of BOUND_PARAMS) query.set(name, String(bounds[name]));
  return query;
}

/** Price inputs strip commas and spaces and parse as integers (spec 2 §5); anything else is no value. */
export function parsePriceInput(text: string): number | null {
  const cleaned = text.replace(/[\s,\u00a0\u202f]/g, "");
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number.parseInt(cleaned, 10);
  return Number.isSafeInteger(value) ? value : null;
}

/** Cards per row (spec 3 §9): 3 at xxl (1440) and up, 2 at md (768) and up, otherwise 1. */
export function cardsPerRow(width: number): 1 | 2 | 3 {
  if (width >= 1440) return 3;
  if (width >= 768) return 2;
  return 1;
}
