import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Photographs at the weight a broker's camera gives them (JPEG, 2,400 px and more, 300 KB–1 MB):
 * drawn scenes with gradients, under two layers of film-like noise that give JPEG the detail of a
 * real photo. Made once with a fixed seed and kept in demo-backend/data/photos (git-ignored).
 */
const GENERATION = "v1";
const LANDSCAPES = 8;
const PORTRAITS = 4;
const LANDSCAPE = { width: 2400, height: 1600 };
const PORTRAIT = { width: 1600, height: 2400 };

const PALETTES = [
  ["#6fa8dc", "#e8f1fa", "#3d6b2a", "#8aa85a", "#7a4b32"],
  ["#f6b26b", "#fde9d3", "#4f6228", "#9bbb59", "#5b3a29"],
  ["#8e7cc3", "#ece8f7", "#38761d", "#6aa84f", "#444b5a"],
  ["#76a5af", "#e7f2f4", "#274e13", "#93c47d", "#99603c"],
  ["#c27ba0", "#f8e6ee", "#5b6b2f", "#b6c36d", "#3d3d3d"],
  ["#3d85c6", "#d9e8f5", "#6b5a2a", "#c1a663", "#8c2d19"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A small seeded generator (mulberry32), so every start draws the same photos. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function noise(width: number, height: number, spread: number, seed: number): Buffer {
  const next = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const scale = spread / 255;
  for (let i = 0; i < pixels.length; i += 2) {
    const bits = Math.floor(next() * 4294967296);
    // Two bytes summed give a triangular spread, close enough to film grain; two values a draw.
    pixels[i] = 128 + ((bits & 255) + ((bits >>> 8) & 255) - 255) * scale;
    pixels[i + 1] = 128 + (((bits >>> 16) & 255) + (bits >>> 24) - 255) * scale;
  }
  return pixels;
}

function landscapeSvg(index: number): string {
  const { width: w, height: h } = LANDSCAPE;
  const next = random(index + 1);
  const [sky, haze, grass, meadow, wall] = PALETTES[index % PALETTES.length];
  const x = 300 + next() * 700;
  const houseWidth = 900 + next() * 300;
  const trees = Array.from({ length: 7 }, () => {
    const cx = next() * w;
    const r = 120 + next() * 160;
    return `<ellipse cx="${cx}" cy="${h * 0.68 - r * 0.6}" rx="${r}" ry="${r * 1.3}" fill="${grass}" opacity="0.9"/>`;
  }).join("");
  const windows = [0.12, 0.42, 0.72]
    .map(
      (at) =>
        `<rect x="${x + houseWidth * at}" y="${h * 0.6}" width="${houseWidth * 0.16}" height="170" fill="#cfe3f5" stroke="#f4f4f4" stroke-width="14"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${grass}"/><stop offset="1" stop-color="${meadow}"/></linearGradient>
<radialGradient id="sun" cx="0.8" cy="0.2" r="0.5"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#2b2b2b"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><rect width="${w}" height="${h}" fill="url(#sun)"/>
${trees}<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="url(#ground)"/>
<polygon points="${x},${h * 0.5} ${x + houseWidth / 2},${h * 0.28} ${x + houseWidth},${h * 0.5}" fill="#3b3b3b"/>
<rect x="${x}" y="${h * 0.5}" width="${houseWidth}" height="${h * 0.3}" fill="url(#wall)"/>${windows}
<rect x="${x + houseWidth * 0.45}" y="${h * 0.66}" width="${houseWidth * 0.1}" height="${h * 0.14}" fill="#4a2c1a"/>
<polygon points="${x - 200},${h} ${x + houseWidth * 0.45},${h * 0.8} ${x + houseWidth * 0.55},${h * 0.8} ${x + houseWidth + 200},${h}" fill="#b7b0a2"/></svg>`;
}

function portraitSvg(index: number): string {
  const { width: w, height: h } = PORTRAIT;
  const [backdrop, light, , , clothes] = PALETTES[index % PALETTES.length];
  const skin = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#d9a066"][index % 6];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>
<radialGradient id="face" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="${skin}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.48}" ry="${h * 0.36}" fill="${clothes}"/>
<rect x="${w * 0.43}" y="${h * 0.5}" width="${w * 0.14}" height="${h * 0.18}" fill="${skin}"/>
<ellipse cx="${w / 2}" cy="${h * 0.4}" rx="${w * 0.2}" ry="${h * 0.17}" fill="${skin}"/>
<ellipse cx="${w / 2}" cy="${h * 0.4}" rx="${w * 0.2}" ry="${h * 0.17}" fill="url(#face)"/>
<path d="M${w * 0.29} ${h * 0.38} Q${w / 2} ${h * 0.12} ${w * 0.71} ${h * 0.38} Q${w * 0.62} ${h * 0.27} ${w / 2} ${h * 0.27} Q${w * 0.38} ${h * 0.27} ${w * 0.29} ${h * 0.38}Z" fill="#3a2a1e"/></svg>`;
}

type Grain = { coarse: Buffer; fine: Buffer };
const grains = new Map<string, Promise<Grain>>();

/** Grain is the slow part (tens of millions of random numbers): made once per shape. */
function grainFor(width: number, height: number): Promise<Grain> {
  const key = `${width}x${height}`;
  let grain = grains.get(key);
  if (!grain) {
    grain = (async () => ({
      coarse: await sharp(noise(width / 4, height / 4, 150, 7), {
        raw: { width: width / 4, height: height / 4, channels: 3 },
      })
        .resize(width, height)
        .raw()
        .toBuffer(),
      fine: noise(width, height, 30, 11),
    }))();
    grains.set(key, grain);
  }
  return grain;
}

async function drawPhoto(kind: "landscape" | "portrait", index: number): Promise<Buffer> {
  const size = kind === "landscape" ? LANDSCAPE : PORTRAIT;
  const svg = kind === "landscape" ? landscapeSvg(index) : portraitSvg(index);
  const { coarse, fine } = await grainFor(size.width, size.height);
  const raw = { ...size, channels: 3 as const };
  return sharp(Buffer.from(svg))
    .composite([
      { input: coarse, raw, blend: "soft-light" },
      { input: fine, raw, blend: "overlay" },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export type PhotoStore = { photo(assetName: string): Promise<Buffer>; warm(): Promise<void> };

/** The photos of one data folder; each is read from disk, or drawn and saved the first time. */
export function photoStore(dataDir: string): PhotoStore {
  const folder = path.join(dataDir, "photos", GENERATION);
  const made = new Map<string, Promise<Buffer>>();

  function load(kind: "landscape" | "portrait", index: number): Promise<Buffer> {
    const file = path.join(folder, `${kind}-${index}.jpg`);
    let photo = made.get(file);
    if (!photo) {
      photo = (async () => {
        try {
          return readFileSync(file);
        } catch {
          const body = await drawPhoto(kind, index);
          mkdirSync(folder, { recursive: true });
          // Written aside then renamed: a second process never reads half a file.
          const partial = `${file}.${process.pid}.part`;
          writeFileSync(partial, body);
          renameSync(partial, file);
          return body;
        }
      })();
      made.set(file, photo);
    }
    return photo;
  }

  return {
    photo(assetName) {
      const portrait = assetName.startsWith("avatars/");
      const seed = hash(assetName);
      return portrait ? load("portrait", seed % PORTRAITS) : load("landscape", seed % LANDSCAPES);
    },
    async warm() {
      for (let i = 0; i < LANDSCAPES; i += 1) await load("landscape", i);
      for (let i = 0; i < PORTRAITS; i += 1) await load("portrait", i);
    },
  };
}
