import type { MapBounds } from "./filters";

/** Map markers as columns (one entry per listing at the same index): compact for 20,000 of them. */
export type MarkerSet = { uls: string[]; lat: number[]; lng: number[]; price: number[] };

export const EMPTY_MARKERS: MarkerSet = { uls: [], lat: [], lng: [], price: [] };

/** Indexes of the markers inside the bounds. */
export function markersInBounds(markers: MarkerSet, bounds: MapBounds | null): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < markers.uls.length; i += 1) {
    if (
      !bounds ||
      (markers.lat[i] >= bounds.SouthWest_lat &&
        markers.lat[i] <= bounds.NorthEast_lat &&
        markers.lng[i] >= bounds.SouthWest_lng &&
        markers.lng[i] <= bounds.NorthEast_lng)
    )
      indexes.push(i);
  }
  return indexes;
}

/** A cheap identity of a set of markers: when it changes, the list is cleared and reloaded (spec 3 §4). */
export function markerSetKey(markers: MarkerSet, indexes: number[]): string {
  let hash = 0;
  for (const i of indexes) {
    const id = markers.uls[i];
    for (let c = 0; c < id.length; c += 1) hash = (Math.imul(hash, 31) + id.charCodeAt(c)) | 0;
  }
  return `${indexes.length}:${hash >>> 0}`;
}

/** The box holding every marker, with a small margin; null without markers. */
export function boundsOfMarkers(markers: MarkerSet): MapBounds | null {
  if (markers.uls.length === 0) return null;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (let i = 0; i < markers.uls.length; i += 1) {
    north = Math.max(north, markers.lat[i]);
    south = Math.min(south, markers.lat[i]);
    east = Math.max(east, markers.lng[i]);
    west = Math.min(west, markers.lng[i]);
  }
  const pad = 0.02;
  return {
    NorthEast_lat: Math.min(90, north + pad),
    NorthEast_lng: Math.min(180, east + pad),
    SouthWest_lat: Math.max(-90, south - pad),
    SouthWest_lng: Math.max(-180, west - pad),
  };
}
