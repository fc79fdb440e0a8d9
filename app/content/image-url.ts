/**
 * Responsive image addresses: the widths the transform makes (app/routes/resources.image.ts) and
 * the `srcset`/`sizes` of each layout. Shared by the browser and the server, so it reads no setting.
 */

/** The only widths the transform answers: a fixed set keeps the cache small and CDN hits high. */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1600, 2048] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Bumped when the transform's output changes (encoder, quality), so cached copies are not reused. */
export const IMAGE_TRANSFORM_VERSION = "2";

export const IMAGE_ROUTE = "/resources/image";

export type ImageFormat = "avif" | "webp" | "jpeg";

/** `sizes` for each block layout (the image's rendered width at each viewport). */
export const IMAGE_SIZES = {
  fullWidth: "100vw",
  halfWidth: "(min-width: 768px) 50vw, 100vw",
  /** A card in a grid of 3 columns on desktop, 2 on tablets, 1 on phones. */
  gridCard: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  thumbnail: "80px",
  avatar: "96px",
  /** A map popup's photo. */
  popup: "280px",
} as const;

/** Raster photos only: a vector image (a logo, an icon) or a relative path is used as is. */
export function isTransformable(src: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  const pathname = src.split(/[?#]/)[0].toLowerCase();
  return !pathname.endsWith(".svg") && !pathname.endsWith(".gif");
}

export function transformedUrl(src: string, width: ImageWidth): string {
  const query = new URLSearchParams({ src, w: String(width), v: IMAGE_TRANSFORM_VERSION });
  return `${IMAGE_ROUTE}?${query.toString()}`;
}

/**
 * The address of a resizer in front (IMAGE_URL_TEMPLATE: an image CDN or the CMS's own), e.g.
 * `https://img.example/{src}?w={w}&fm={format}`; the source is URL-encoded.
 */
export function templatedImageUrl(template: string, src: string, width: number, format: ImageFormat): string {
  return template
    .replaceAll("{src}", encodeURIComponent(src))
    .replaceAll("{w}", String(width))
    .replaceAll("{format}", format);
}

/** Every width as a `srcset`, or undefined for an image the transform leaves alone. */
export function imageSrcSet(src: string, maxWidth?: number): string | undefined {
  if (!isTransformable(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((width, index) => !maxWidth || width <= maxWidth || index === 0);
  return widths.map((width) => `${transformedUrl(src, width)} ${width}w`).join(", ");
}

/**
 * The `sizes` of the heroes whose image is not full width. The head's preload must name the same
 * `sizes` as the image, or the browser downloads two widths.
 */
const HERO_IMAGE_SIZES: Record<string, string> = {
  "hero-content-1": "(min-width: 992px) 50vw, 100vw",
};

export function heroImageSizes(blockType: string): string {
  return HERO_IMAGE_SIZES[blockType] ?? IMAGE_SIZES.fullWidth;
}
