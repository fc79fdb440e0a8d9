/**
 * The demo's rough geography: the St. Lawrence from Lake Ontario to the gulf, drawn as a river of
 * growing width along a line of points. The tiles paint it (tiles.ts) and the seed keeps listings out
 * of it (seed/data.ts), so markers sit on land on both shores. It used to be "everything north-west of
 * a line", which put most of Québec's towns, Montréal's shore included, under water.
 *
 * Each point: latitude, longitude, half-width of the river there (degrees of latitude). The line
 * passes between the towns that face each other across the river (Montréal and Longueuil, Québec
 * and Lévis, Trois-Rivières and Bécancour, Sorel-Tracy's shore).
 */
const RIVER: readonly (readonly [number, number, number])[] = [
  [43.75, -77.6, 0.45], // Lake Ontario's east end
  [44.2, -76.35, 0.08],
  [44.6, -75.68, 0.02],
  [45.02, -74.7, 0.02],
  [45.16, -74.4, 0.05], // Lac Saint-François
  [45.285, -74.14, 0.01], // north of Salaberry-de-Valleyfield
  [45.33, -73.98, 0.02],
  [45.415, -73.79, 0.015], // Lac Saint-Louis
  [45.42, -73.66, 0.006],
  [45.478, -73.535, 0.005],
  [45.5166, -73.5427, 0.005], // between Montréal and Longueuil
  [45.6, -73.485, 0.006],
  [45.8, -73.35, 0.008],
  [46.09, -73.12, 0.01],
  [46.22, -72.85, 0.05], // Lac Saint-Pierre
  [46.32, -72.53, 0.006],
  [46.55, -72.1, 0.008],
  [46.74, -71.32, 0.006],
  [46.8086, -71.193, 0.003], // between Québec and Lévis
  [46.95, -70.9, 0.04],
  [47.5, -69.9, 0.15],
  [48.75, -68.6, 0.22], // the estuary, Rimouski on its south shore
  [49.55, -66.5, 0.45],
  [49.2, -62.0, 1.4], // the gulf
];

/** Whether the point is in the river: within the half-width of any of its stretches. */
export function isWater(lat: number, lng: number): boolean {
  // Longitude degrees shrink with the latitude: measured in latitude degrees, the river is round.
  const scale = Math.cos((lat * Math.PI) / 180);
  for (let i = 1; i < RIVER.length; i += 1) {
    const [lat1, lng1, w1] = RIVER[i - 1];
    const [lat2, lng2, w2] = RIVER[i];
    const [dx, dy] = [(lng2 - lng1) * scale, lat2 - lat1];
    const [px, py] = [(lng - lng1) * scale, lat - lat1];
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(px - t * dx, py - t * dy) < w1 + t * (w2 - w1)) return true;
  }
  return false;
}

/**
 * A point near `centre` on land: the point itself, or else the point brought halfway back to the
 * centre until it is out of the river (the centres are on land). No random draw: the seed's other
 * values stay what they were.
 */
export function onLand(centre: { lat: number; lng: number }, lat: number, lng: number) {
  let [dLat, dLng] = [lat - centre.lat, lng - centre.lng];
  for (let i = 0; i < 8 && isWater(centre.lat + dLat, centre.lng + dLng); i += 1) {
    [dLat, dLng] = [dLat / 2, dLng / 2];
  }
  if (isWater(centre.lat + dLat, centre.lng + dLng)) [dLat, dLng] = [0, 0];
  return { lat: centre.lat + dLat, lng: centre.lng + dLng };
}
