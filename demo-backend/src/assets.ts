import { memoize } from "./memoize";
import { encodePng } from "./png";

/** Generated images, so the demo needs no photo from outside. */
const PALETTES = [
  ["#dbeafe", "#1e3a8a", "#60a5fa"],
  ["#fde68a", "#78350f", "#f59e0b"],
  ["#dcfce7", "#14532d", "#22c55e"],
  ["#fee2e2", "#7f1d1d", "#ef4444"],
  ["#ede9fe", "#4c1d95", "#8b5cf6"],
  ["#e0f2fe", "#0c4a6e", "#0ea5e9"],
  ["#fae8ff", "#701a75", "#d946ef"],
  ["#f1f5f9", "#0f172a", "#64748b"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function logo(name: string): string {
  const dark = name.includes("dark");
  const fill = dark ? "#0b2545" : "#ffffff";
  const label = name.includes("powered")
    ? "Propulsé par Horizon Web"
    : name.includes("second")
      ? "Réseau Horizon"
      : "Horizon";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="${escapeXml(label)}">
<path d="M6 30 24 12l18 18v14H6z" fill="none" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/>
<path d="M0 44h48" stroke="${fill}" stroke-width="4"/>
<text x="58" y="34" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${fill}">${escapeXml(label)}</text></svg>`;
}

type Shape = { fill: string; opacity?: number } & (
  | { kind: "rect"; x: number; y: number; width: number; height: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number }
  | { kind: "polygon"; points: [number, number][] }
);
type Picture = { width: number; height: number; shapes: Shape[] };

function scene(name: string, width: number, height: number): Picture {
  const seed = hash(name);
  const [sky, ink, accent] = PALETTES[seed % PALETTES.length];
  const roofShift = (seed >> 4) % 80;
  const ground = height * 0.925;
  const house = (x: number, w: number, h: number): Shape[] => [
    {
      kind: "polygon",
      fill: ink,
      points: [
        [x, ground - h],
        [x + w / 2, ground - h - w / 3],
        [x + w, ground - h],
        [x + w, ground],
        [x, ground],
      ],
    },
    { kind: "rect", fill: accent, x: x + w * 0.4, y: ground - h * 0.55, width: w * 0.2, height: h * 0.55 },
    { kind: "rect", fill: sky, x: x + w * 0.12, y: ground - h * 0.8, width: w * 0.18, height: w * 0.15 },
    { kind: "rect", fill: sky, x: x + w * 0.7, y: ground - h * 0.8, width: w * 0.18, height: w * 0.15 },
  ];
  const sun = height * 0.1;
  return {
    width,
    height,
    shapes: [
      { kind: "rect", fill: sky, x: 0, y: 0, width, height },
      { kind: "ellipse", fill: accent, opacity: 0.8, cx: width * 0.8, cy: height * 0.25, rx: sun, ry: sun },
      { kind: "rect", fill: accent, opacity: 0.35, x: 0, y: ground, width, height: height - ground },
      ...house(width * 0.15 + roofShift, width * 0.3, height * 0.35),
      ...house(width * 0.55, width * 0.22, height * 0.25),
    ],
  };
}

function avatar(name: string): Picture {
  const [sky, ink] = PALETTES[hash(name) % PALETTES.length];
  return {
    width: 200,
    height: 200,
    shapes: [
      { kind: "rect", fill: sky, x: 0, y: 0, width: 200, height: 200 },
      { kind: "ellipse", fill: ink, cx: 100, cy: 78, rx: 38, ry: 38 },
      { kind: "ellipse", fill: ink, cx: 100, cy: 200, rx: 70, ry: 76 },
    ],
  };
}

function inside(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === "rect")
    return x >= shape.x && x < shape.x + shape.width && y >= shape.y && y < shape.y + shape.height;
  if (shape.kind === "ellipse")
    return ((x - shape.cx) / shape.rx) ** 2 + ((y - shape.cy) / shape.ry) ** 2 <= 1;
  let crossings = false;
  const { points } = shape;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings = !crossings;
  }
  return crossings;
}

function bounds(shape: Shape): [number, number, number, number] {
  if (shape.kind === "rect") return [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
  if (shape.kind === "ellipse")
    return [shape.cx - shape.rx, shape.cy - shape.ry, shape.cx + shape.rx, shape.cy + shape.ry];
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The picture's pixels, each sampled at its centre (no antialiasing: browsers scale photos down). */
function toPng({ width, height, shapes }: Picture): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (const shape of shapes) {
    const colour = [1, 3, 5].map((at) => parseInt(shape.fill.slice(at, at + 2), 16));
    const alpha = shape.opacity ?? 1;
    const [left, top, right, bottom] = bounds(shape);
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y += 1) {
      for (let x = Math.max(0, Math.floor(left)); x < Math.min(width, Math.ceil(right)); x += 1) {
        if (shape.kind !== "rect" && !inside(shape, x + 0.5, y + 0.5)) continue;
        const at = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1)
          pixels[at + c] =
            alpha === 1 ? colour[c] : Math.round(colour[c] * alpha + pixels[at + c] * (1 - alpha));
      }
    }
  }
  return encodePng(width, height, pixels);
}

/** Logos, bank marks and icons stay drawings; every other picture is a photograph (./photos.ts). */
const DRAWINGS = /^(logos\/|images\/(banque|caisse|fiducie)-)/;

export function isPhotoAsset(assetPath: string): boolean {
  return /^[\w/-]+\.(png|jpe?g)$/.test(assetPath) && !assetPath.includes("..") && !DRAWINGS.test(assetPath);
}

export type Asset = { type: "image/svg+xml" | "image/png"; body: string | Buffer };

/** Encoded once per picture (tens of milliseconds each). */
const photoPng = memoize((name) => toPng(pictureOf(name)), 300);

function pictureOf(name: string): Picture {
  if (name.startsWith("avatars/")) return avatar(name);
  // Sized as a site's resized photo: a card's width, or a phone's full width for heroes and banners.
  const wide = name.startsWith("images/hero") || name.startsWith("images/banner");
  return scene(name, wide ? 960 : 720, wide ? 540 : 480);
}

/**
 * The image for an asset path such as `photos/house-3.png`, `images/hero-1.png`,
 * `logos/horizon-light.svg`. Photos are PNG, as a real site's photos are raster images (an SVG
 * image costs the page's main thread a document of its own); logos are SVG, as a site's are.
 */
export function renderAsset(assetPath: string): Asset | null {
  const match = /^([\w/-]+)\.(svg|png)$/.exec(assetPath);
  if (!match || assetPath.includes("..")) return null;
  const [, name, format] = match;
  if (name.startsWith("logos/") !== (format === "svg")) return null;
  return format === "svg"
    ? { type: "image/svg+xml", body: logo(name) }
    : { type: "image/png", body: photoPng(name) };
}
