import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  IMAGE_WIDTHS,
  SOCIAL_IMAGE,
  templatedImageUrl,
  type ImageFormat,
  type ImageWidth,
} from "~/content/image-url";
import { createLog } from "../../server/logging.mjs";
import { countImageTransform } from "../../server/metrics.mjs";
import { BoundedQueue, ByteBoundedCache, QueueFullError, RecentMap } from "./image-limits.server";
import { fetchSource, ImageError, type Fetcher } from "./image-source.server";

export type { ImageFormat };

export type ImageTransformSettings = {
  /** `local`: resized here with sharp; `off`: redirected to the original. */
  mode: "local" | "off";
  /** A resizer that does the work instead (a CDN or the CMS's): `{src}`, `{w}`, `{format}`. */
  urlTemplate: string | null;
  /** Origins (scheme://host:port) whose images may be transformed. */
  allowedOrigins: string[];
  maxInputBytes: number;
  maxInputPixels: number;
  cacheBytes: number;
  concurrency: number;
  queueLimit: number;
  /** Source images fetched at once, outside the resize slots (a slow origin holds no core). */
  fetchConcurrency: number;
  /** Milliseconds the whole source answer may take, headers and body: past it, 504. */
  fetchTimeoutMs: number;
};

/** One JSON line (server/logging.mjs's shape). */
export type ImageLog = (level: "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

type Transformed = { body: Uint8Array<ArrayBuffer>; type: string };

/** Source addresses whose digest is remembered (about 200 bytes each). */
const MAX_REMEMBERED_SOURCES = 20_000;
const IMMUTABLE = "public, max-age=31536000, immutable";
const ACCEPTED_INPUTS = new Set(["jpeg", "png", "webp", "avif", "heif", "tiff"]);
/** A share preview may fall back to the site's logo, often an SVG: drawn by libvips, never run. */
const SOCIAL_INPUTS = new Set([...ACCEPTED_INPUTS, "svg"]);
/**
 * The encodings a URL may ask for (`q`): a named few rather than any number, so the variants to make
 * and cache stay few. `cover` is for a photo behind a scrim (a hero's background): the scrim halves
 * its contrast or more, hiding what the lower quality loses, and a full-bleed photo weighs the most
 * (issue 24: the heroes showcase's first view at 1440 px; docs/images.md has the measurements).
 */
export const IMAGE_QUALITIES = {
  standard: { avif: 50, webp: 72, jpeg: 75 },
  cover: { avif: 40, webp: 40, jpeg: 50 },
} as const satisfies Record<string, Record<ImageFormat, number>>;
export type ImageQuality = keyof typeof IMAGE_QUALITIES;

const ENCODERS: Record<ImageFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality, effort: 2 }),
  webp: (image, quality) => image.webp({ quality, effort: 3 }),
  jpeg: (image, quality) => image.jpeg({ quality, mozjpeg: true, progressive: true }),
};
const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/**
 * The widest variant made as AVIF when a browser takes both. Up to here AVIF is 30–45 % smaller than
 * WebP (a phone's photos and the cards: what a mobile network waits for, the LCP photo among them)
 * for 0.1–0.3 s of one core per variant, made once and then cached; wider, it saves 5–25 % for
 * 0.5–1.5 s, and those go to desktops, so WebP. docs/images.md has the measurements.
 */
export const AVIF_MAX_WIDTH = 960;

export function negotiateFormat(accept: string | null, width: number): ImageFormat {
  const value = (accept ?? "").toLowerCase();
  const avif = value.includes("image/avif");
  const webp = value.includes("image/webp");
  if (avif && (width <= AVIF_MAX_WIDTH || !webp)) return "avif";
  if (webp) return "webp";
  return "jpeg";
}

function plain(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * Any width asked for is served at the next fixed width up (the largest past it): arbitrary widths
 * would make as many variants to resize and cache as there are query strings.
 */
export function snapWidth(requested: number): ImageWidth | null {
  if (!Number.isFinite(requested) || requested <= 0) return null;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

function isQuality(value: string): value is ImageQuality {
  return Object.hasOwn(IMAGE_QUALITIES, value);
}

function parseRequest(url: URL, allowedOrigins: string[]) {
  const rawSrc = url.searchParams.get("src");
  const crop = url.searchParams.get("crop");
  if (crop !== null && crop !== "social") throw new ImageError(400, "crop must be social, or absent");
  const social = crop === "social";
  const width = social ? SOCIAL_IMAGE.width : snapWidth(Number(url.searchParams.get("w")));
  const quality = url.searchParams.get("q") ?? "standard";
  if (!rawSrc) throw new ImageError(400, "Missing src");
  if (!width) throw new ImageError(400, "w must be a positive number of pixels");
  if (!isQuality(quality)) throw new ImageError(400, "q must be cover, or absent");
  let src: URL;
  try {
    src = new URL(rawSrc);
  } catch {
    throw new ImageError(400, "src is not an absolute URL");
  }
  if (!/^https?:$/.test(src.protocol) || !allowedOrigins.includes(src.origin))
    throw new ImageError(400, "src is not from an allowed image origin");
  return { src, width, quality, social };
}

type Variant = { width: number; format: ImageFormat; quality: ImageQuality; social: boolean };

/**
 * The crop mode (`crop=social`): exactly 1200 × 630 for Open Graph and Twitter's large card. A
 * photo fills it, cropped around its most detailed part; a vector logo is fitted on white, whole.
 */
function socialCrop(image: Sharp, vector: boolean): Sharp {
  const { width, height } = SOCIAL_IMAGE;
  if (vector) {
    const inner = { width: Math.round(width * 0.6), height: Math.round(height * 0.6) };
    return image
      .resize({ ...inner, fit: "contain", background: "#ffffff" })
      .extend({
        top: Math.floor((height - inner.height) / 2),
        bottom: Math.ceil((height - inner.height) / 2),
        left: Math.floor((width - inner.width) / 2),
        right: Math.ceil((width - inner.width) / 2),
        background: "#ffffff",
      })
      .flatten({ background: "#ffffff" });
  }
  return image.resize({ width, height, fit: "cover", position: sharp.strategy.attention });
}

async function transform(input: Buffer, { width, format, quality, social }: Variant, maxPixels: number) {
  const options = { limitInputPixels: maxPixels, failOn: "error" as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    const message = String((error as Error).message);
    if (/unsupported image format/i.test(message)) throw new ImageError(415, "Source is not an image");
    if (/pixel limit/i.test(message)) throw new ImageError(422, "Source image has too many pixels");
    throw new ImageError(422, "Source image is corrupt");
  }
  if (!metadata.format || !(social ? SOCIAL_INPUTS : ACCEPTED_INPUTS).has(metadata.format))
    throw new ImageError(415, "Source is not a supported image");
  // Checked from the header before any pixel is decoded: a decompression bomb is refused here.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1) > maxPixels)
    throw new ImageError(422, "Source image has too many pixels");
  try {
    // .rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata).
    const rotated = sharp(input, options).rotate();
    const resized = social
      ? socialCrop(rotated, metadata.format === "svg")
      : rotated.resize({ width, withoutEnlargement: true });
    return await ENCODERS[format](resized, IMAGE_QUALITIES[quality][format]).toBuffer();
  } catch (error) {
    const message = String((error as Error).message);
    if (/pixel limit/i.test(message)) throw new ImageError(422, "Source image has too many pixels");
    throw new ImageError(422, "Source image is corrupt");
  }
}

/** The image transform behind /resources/image (docs/images.md). */
export function createImageTransformer(
  settings: ImageTransformSettings,
  fetcher: Fetcher = fetch,
  log: ImageLog = createLog("info"),
) {
  const cache = new ByteBoundedCache<Transformed>(settings.cacheBytes);
  const queue = new BoundedQueue(settings.concurrency, settings.queueLimit);
  // Fetches have slots of their own: five hanging sources held the one resize slot one after the
  // other, and a fresh image waited 19.5 s behind them (issue 35 §5). Both are bounded, so the
  // source images held in memory are at most fetchConcurrency + concurrency + queueLimit.
  const fetches = new BoundedQueue(settings.fetchConcurrency, settings.queueLimit);
  const inFlight = new Map<string, Promise<Transformed>>();

  // The cache is keyed by the source's bytes, not its address: the same picture under several
  // addresses (a CMS's copies of one upload, the demo's 12 photos under 124 names) is resized once.
  // Each address's digest is remembered, so a variant made before is served without a fetch.
  const digests = new RecentMap<string>(MAX_REMEMBERED_SOURCES);
  /** `source`: the bytes' digest once known, or the address while it is being fetched. */
  const variantKey = (variant: Variant, source: string) =>
    `${variant.format}|${variant.width}|${variant.quality}|${variant.social ? "social" : ""}|${source}`;

  /** Requests for the same work while it is under way share it. */
  function shared(key: string, make: () => Promise<Transformed>): Promise<Transformed> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = make().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function produce(src: URL, variant: Variant): Promise<Transformed> {
    const input = await fetches.run(() => fetchSource(fetcher, src, settings));
    const digest = createHash("sha256").update(input).digest("base64url");
    digests.set(src.toString(), digest);
    const key = variantKey(variant, digest);
    return (
      cache.get(key) ??
      shared(key, async () => {
        const body = await queue.run(() => transform(input, variant, settings.maxInputPixels));
        const result = { body: new Uint8Array(body), type: TYPES[variant.format] };
        cache.set(key, result);
        return result;
      })
    );
  }

  async function handle(request: Request): Promise<Response> {
    const response = await answer(request);
    countImageTransform(response.status);
    return response;
  }

  async function answer(request: Request): Promise<Response> {
    let parsed: ReturnType<typeof parseRequest>;
    try {
      parsed = parseRequest(new URL(request.url), settings.allowedOrigins);
    } catch (error) {
      return plain((error as ImageError).status ?? 400, (error as Error).message);
    }
    const { src, width, quality, social } = parsed;
    // Social networks' crawlers read JPEG everywhere; AVIF and WebP not always.
    const format = social ? "jpeg" : negotiateFormat(request.headers.get("Accept"), width);
    if (settings.urlTemplate) {
      const location = templatedImageUrl(
        settings.urlTemplate,
        src.toString(),
        width,
        format,
        String(IMAGE_QUALITIES[quality][format]),
      );
      return new Response(null, {
        status: 301,
        headers: { Location: location, "Cache-Control": IMMUTABLE, Vary: "Accept" },
      });
    }
    if (settings.mode === "off") {
      return new Response(null, {
        status: 302,
        headers: { Location: src.toString(), "Cache-Control": "public, max-age=3600" },
      });
    }
    const variant = { width, format, quality, social };
    const digest = digests.get(src.toString());
    try {
      const result =
        (digest ? cache.get(variantKey(variant, digest)) : undefined) ??
        (await shared(variantKey(variant, src.toString()), () => produce(src, variant)));
      return new Response(result.body, {
        status: 200,
        headers: {
          "Content-Type": result.type,
          "Content-Length": String(result.body.byteLength),
          "Cache-Control": IMMUTABLE,
          Vary: "Accept",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      if (error instanceof QueueFullError)
        return plain(503, "Too many images are being resized; try again", { "Retry-After": "2" });
      const source = `${src.origin}${src.pathname}`.slice(0, 300);
      if (error instanceof ImageError) {
        if (error.status >= 500)
          log("warn", "image source failed", { status: error.status, source, error: error.message });
        return plain(error.status, error.message);
      }
      // One line, no stack trace: the log collector indexes it, and the message says what failed.
      log("error", "image transform failed", {
        status: 500,
        source,
        error: String((error as Error)?.message ?? error),
      });
      return plain(500, "Image transform failed");
    }
  }

  return { handle, cache, queue, fetches };
}
