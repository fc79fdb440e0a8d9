import { isWater } from "./geography";
import { memoize } from "./memoize";
import { encodePng } from "./png";

/**
 * Map tiles the demo draws itself, so the map needs no outside host: a neutral land colour, a faint
 * graticule whose spacing follows the zoom, and the St. Lawrence (geography.ts) so the map reads as a
 * map. Deterministic: the same tile is always the same bytes.
 */
const SIZE = 256;
const LAND = [236, 239, 233] as const;
const WATER = [207, 223, 235] as const;
const LINE = [214, 219, 212] as const;

export type TileFormat = "png" | "svg";

/** `/tiles/{z}/{x}/{y}{r}.{png|svg}`, `{r}` Leaflet's `@2x` for a screen of two pixels or more per px. */
export function parseTilePath(
  path: string,
): { z: number; x: number; y: number; format: TileFormat; scale: 1 | 2 } | null {
  const match = path.match(/^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})(@2x)?\.(png|svg)$/);
  if (!match) return null;
  const [z, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (z > 19 || x >= 2 ** z || y >= 2 ** z) return null;
  return { z, x, y, format: match[5] as TileFormat, scale: match[4] ? 2 : 1 };
}

/** Latitude and longitude of a pixel of a Web Mercator tile. */
function lngLat(z: number, x: number, y: number, px: number, py: number) {
  const n = 2 ** z;
  const lng = ((x + px / SIZE) / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + py / SIZE)) / n))) * 180) / Math.PI;
  return { lat, lng };
}

/** Encoded once per tile. */
const tilePng = memoize((key) => {
  const [z, x, y, scale] = key.split("/").map(Number);
  return drawTilePng(z, x, y, scale);
}, 500);

export function renderTilePng(z: number, x: number, y: number, scale: 1 | 2 = 1): Buffer {
  return tilePng(`${z}/${x}/${y}/${scale}`);
}

/** Cells of a tile, each way: its colour is that of the cell's centre (the tiles are soft shapes). */
const CELLS = 64;
const STEP = SIZE / CELLS;

/**
 * Water or land is worked out once per cell (64 × 64), not once per pixel: per pixel, a `@2x` tile
 * took about a second of the demo backend's only thread, and its CMS and lead answers waited behind
 * the map's tiles. A `@2x` tile is the same tile with twice the pixels each way (sharp on a phone's
 * screen); its first row and column of pixels are the graticule.
 */
function drawTilePng(z: number, x: number, y: number, scale: number): Buffer {
  const water = new Uint8Array(CELLS * CELLS);
  for (let cy = 0; cy < CELLS; cy += 1) {
    for (let cx = 0; cx < CELLS; cx += 1) {
      const { lat, lng } = lngLat(z, x, y, cx * STEP + STEP / 2, cy * STEP + STEP / 2);
      water[cy * CELLS + cx] = isWater(lat, lng) ? 1 : 0;
    }
  }
  const size = SIZE * scale;
  const cellPixels = STEP * scale;
  const pixels = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const cell = Math.floor(py / cellPixels) * CELLS + Math.floor(px / cellPixels);
      const colour = px < scale || py < scale ? LINE : water[cell] ? WATER : LAND;
      pixels.set(colour, (py * size + px) * 3);
    }
  }
  return encodePng(size, size, pixels);
}

const rgb = (colour: readonly number[]) => `rgb(${colour.join(" ")})`;

/** The same tile as a small SVG: water drawn as 16×16 cells. */
export function renderTileSvg(z: number, x: number, y: number): string {
  const cell = 16;
  const rects: string[] = [];
  for (let cy = 0; cy < SIZE; cy += cell) {
    let start = -1;
    for (let cx = 0; cx <= SIZE; cx += cell) {
      const { lat, lng } = lngLat(z, x, y, cx + cell / 2, cy + cell / 2);
      const water = cx < SIZE && isWater(lat, lng);
      if (water && start < 0) start = cx;
      if (!water && start >= 0) {
        rects.push(`<rect x="${start}" y="${cy}" width="${cx - start}" height="${cell}"/>`);
        start = -1;
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${rgb(LAND)}"/>` +
    `<g fill="${rgb(WATER)}" shape-rendering="crispEdges">${rects.join("")}</g>` +
    `<path d="M0 0H${SIZE}M0 0V${SIZE}" stroke="${rgb(LINE)}" stroke-width="1"/></svg>`
  );
}
