/**
 * A map's first view drawn from its tiles before Leaflet loads (spec 2 §2 "Offices"): the same zoom
 * and centre Leaflet's `fitBounds` picks for a pane of a given size, and the tiles that cover it,
 * placed from the pane's centre so the pane's real width does not matter. The tiles are the ones
 * Leaflet then asks for, so they come from the browser's cache.
 */
export type Point = { lat: number; lng: number };
/** `retinaUrl`: the tile with twice the pixels, when the template has Leaflet's `{r}`. */
export type PreviewTile = { url: string; retinaUrl?: string; left: number; top: number };

export const TILE_PX = 256;
const MAX_LATITUDE = 85.0511287798;

/** Web Mercator pixel coordinates at a zoom (Leaflet's EPSG:3857 with 256 px tiles). */
function project({ lat, lng }: Point, zoom: number) {
  const scale = TILE_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * Leaflet's `fitBounds(bounds, { padding, maxZoom })` on a pane of this size, zoom snapped to whole
 * levels: the largest zoom at which the points fit inside the pane less the padding on each side.
 */
export function fitView(
  points: Point[],
  pane: { width: number; height: number },
  { padding, maxZoom }: { padding: number; maxZoom: number },
): { zoom: number; center: Point } {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const northWest = { lat: Math.max(...lats), lng: Math.min(...lngs) };
  const southEast = { lat: Math.min(...lats), lng: Math.max(...lngs) };
  const a = project(northWest, 0);
  const b = project(southEast, 0);
  const scale = Math.min(
    (pane.width - 2 * padding) / Math.abs(b.x - a.x),
    (pane.height - 2 * padding) / Math.abs(b.y - a.y),
  );
  // Within 1 % of a level counts as that level, as in Leaflet.
  const exact = Math.round(Math.log2(scale) * 100) / 100;
  const zoom = Math.max(0, Math.min(maxZoom, Math.floor(exact)));
  const centerPx = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const size = TILE_PX;
  const lng = (centerPx.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * centerPx.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { zoom, center: { lat, lng } };
}

/**
 * Leaflet's tile address template: {z}/{x}/{y}, for {s} the subdomain Leaflet picks (its default
 * "abc", by x + y) so the browser reuses the very tile, for {r} nothing or, for a high-density
 * screen (`retina`), Leaflet's `@2x`.
 */
export function tileUrl(template: string, x: number, y: number, zoom: number, retina = false): string {
  return template
    .replaceAll("{z}", String(zoom))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y))
    .replaceAll("{s}", "abc"[Math.abs(x + y) % 3])
    .replaceAll("{r}", retina ? "@2x" : "");
}

/**
 * The tiles covering `halfWidth` × `halfHeight` px around the centre at this zoom, each with its
 * offset from the pane's centre.
 */
export function previewTiles(
  template: string,
  view: { zoom: number; center: Point },
  { halfWidth, halfHeight }: { halfWidth: number; halfHeight: number },
): PreviewTile[] {
  const centre = project(view.center, view.zoom);
  const last = 2 ** view.zoom - 1;
  const tiles: PreviewTile[] = [];
  const firstRow = Math.max(0, Math.floor((centre.y - halfHeight) / TILE_PX));
  const lastRow = Math.min(last, Math.floor((centre.y + halfHeight) / TILE_PX));
  for (let y = firstRow; y <= lastRow; y += 1) {
    for (
      let x = Math.floor((centre.x - halfWidth) / TILE_PX);
      x <= Math.floor((centre.x + halfWidth) / TILE_PX);
      x += 1
    ) {
      const wrapped = ((x % (last + 1)) + last + 1) % (last + 1);
      tiles.push({
        url: tileUrl(template, wrapped, y, view.zoom),
        ...(template.includes("{r}") ? { retinaUrl: tileUrl(template, wrapped, y, view.zoom, true) } : {}),
        left: Math.round(x * TILE_PX - centre.x),
        top: Math.round(y * TILE_PX - centre.y),
      });
    }
  }
  return tiles;
}

/** Where a point falls from the view's centre, in px at the view's zoom. */
export function offsetFromCentre(point: Point, view: { zoom: number; center: Point }) {
  const at = project(point, view.zoom);
  const centre = project(view.center, view.zoom);
  return { left: Math.round(at.x - centre.x), top: Math.round(at.y - centre.y) };
}
