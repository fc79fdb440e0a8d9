/**
 * Responsive image addresses: the widths the transform makes (app/routes/resources.image.ts) and
 * the `srcset`/`sizes` of each layout. Shared by the browser and the server, so it reads no setting.
 */

/**
 * The only widths the transform answers: a fixed set keeps the cache small and CDN hits high. 768
 * serves phones at a pixel ratio of 1.75–2 (a 412 px screen's full width is 721 device px, its search
 * result card 661), which took 960 px photos, half as heavy again, before.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 768, 960, 1280, 1600, 2048] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Bumped when the transform's output changes (encoder, quality), so cached copies are not reused. */
export const IMAGE_TRANSFORM_VERSION = "3";

export const IMAGE_ROUTE = "/resources/image";

export type ImageFormat = "avif" | "webp" | "jpeg";

/** A full-width image's `sizes`: CmsImage's default (IMAGE_SIZES, app/content/image-sizes.ts). */
export const FULL_WIDTH_SIZES = "100vw";

/** Raster photos only: a vector image (a logo, an icon) or a relative path is used as is. */
export function isTransformable(src: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  const pathname = src.split(/[?#]/)[0].toLowerCase();
  return !pathname.endsWith(".svg") && !pathname.endsWith(".gif");
}

/**
 * `cover`: a photo behind a scrim (CmsImage's `background`), encoded at the transform's lower cover
 * quality: the scrim hides what the lower quality loses, and a full-bleed photo weighs the most.
 */
export function transformedUrl(src: string, width: ImageWidth, cover?: boolean): string {
  const query = new URLSearchParams({ src, w: String(width), v: IMAGE_TRANSFORM_VERSION });
  if (cover) query.set("q", "cover");
  return `${IMAGE_ROUTE}?${query.toString()}`;
}

/** Open Graph and Twitter's large card: the size every network shows without cropping again. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A photo or logo cropped (a logo: fitted on white) to SOCIAL_IMAGE by the transform's crop mode. */
export function socialImageUrl(src: string): string {
  const query = new URLSearchParams({ src, crop: "social", v: IMAGE_TRANSFORM_VERSION });
  return `${IMAGE_ROUTE}?${query.toString()}`;
}

/**
 * The address of a resizer in front (IMAGE_URL_TEMPLATE: an image CDN or the CMS's own), e.g.
 * `https://img.example/{src}?w={w}&fm={format}&q={quality}`; the source is URL-encoded, `{quality}`
 * (optional) the number the transform itself would encode with.
 */
export function templatedImageUrl(
  template: string,
  src: string,
  width: number,
  format: ImageFormat,
  quality = "",
): string {
  return template
    .replaceAll("{src}", encodeURIComponent(src))
    .replaceAll("{w}", String(width))
    .replaceAll("{format}", format)
    .replaceAll("{quality}", quality);
}

/** Every width as a `srcset`, or undefined for an image the transform leaves alone. */
export function imageSrcSet(src: string, maxWidth?: number, cover?: boolean): string | undefined {
  if (!isTransformable(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((width, index) => !maxWidth || width <= maxWidth || index === 0);
  return widths.map((width) => `${transformedUrl(src, width, cover)} ${width}w`).join(", ");
}
