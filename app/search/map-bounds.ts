/** Map bounds (spec 3 §9) and their query-string form (spec 1 §5): the four corners, or none. */

export type MapBounds = {
  NorthEast_lat: number;
  NorthEast_lng: number;
  SouthWest_lat: number;
  SouthWest_lng: number;
};

export const BOUND_PARAMS = ["NorthEast_lat", "NorthEast_lng", "SouthWest_lat", "SouthWest_lng"] as const;

/** A fixed box at Canada scale, used to centre the map (spec 3 §9). */
export const DEFAULT_MAP_BOUNDS: MapBounds = {
  NorthEast_lat: 62,
  NorthEast_lng: -52,
  SouthWest_lat: 42,
  SouthWest_lng: -95,
};

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
