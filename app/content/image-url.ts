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

/** `sizes` for each block layout shared by several blocks (the image's rendered width at each viewport). */
export const IMAGE_SIZES = {
  fullWidth: "100vw",
  /** A media beside text (app/blocks/content/split.module.css): a column, then halves from 992 px. */
  split:
    "(min-width: 1328px) 675px, (min-width: 992px) calc((100vw - 128px) / 2 * 1.125), calc((100vw - 48px) * 1.125)",
  /** Two media side by side in one half of that split. */
  splitPair:
    "(min-width: 1328px) 328.5px, (min-width: 992px) calc((100vw - 160px) / 4 * 1.125), calc((100vw - 64px) / 2 * 1.125)",
  /** A card in the shared grid (app/ui/grid.module.css): 1 column, 2 from 768 px, 3 from 1200 px. */
  gridCard:
    "(min-width: 1328px) 408.67px, (min-width: 1200px) calc((100vw - 96px) / 3 - 2px), (min-width: 768px) calc((100vw - 72px) / 2 - 2px), calc(100vw - 48px - 2px)",
  /** A slide of the shared carousel (app/ui/carousel-columns.ts): 1, 2, 3 then 4 per view. */
  carouselSlide:
    "(min-width: 1680px) 302px, (min-width: 1328px) 410.67px, (min-width: 1200px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 48px)",
  /** A property card in the wide (90rem) carousels: 1, 2, 3 then 4 per view. */
  propertySlide:
    "(min-width: 1680px) 340px, (min-width: 1488px) 462px, (min-width: 1200px) calc((100vw - 96px) / 3 - 2px), (min-width: 768px) calc((100vw - 72px) / 2 - 2px), calc(100vw - 48px - 2px)",
  /** The hero slider's preview of the next slide (6rem). */
  thumbnail: "96px",
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

/**
 * `cover`: a photo behind a scrim (CmsImage's `background`), encoded at the transform's lower cover
 * quality: the scrim hides what the lower quality loses, and a full-bleed photo weighs the most.
 */
export function transformedUrl(src: string, width: ImageWidth, cover?: boolean): string {
  const query = new URLSearchParams({ src, w: String(width), v: IMAGE_TRANSFORM_VERSION });
  if (cover) query.set("q", "cover");
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

/**
 * The `sizes` of the heroes whose image is not full width; a cover behind text stays at the
 * viewport's width (see CmsImage's `background`). The head's preload must name the same `sizes` as
 * the image, or the browser downloads two widths: every hero's image takes its `sizes` from here.
 */
const HERO_IMAGE_SIZES: Record<string, string> = {
  /** Beside the text: the whole column, then half of the 80rem container (gap 4rem) from 992 px. */
  "hero-content-1":
    "(min-width: 1328px) 608px, (min-width: 992px) calc((100vw - 112px) / 2), calc(100vw - 48px)",
  /** The same, in a 4:3 box which a camera's 3:2 photo covers at 9/8 of the box's width. */
  "hero-infos":
    "(min-width: 1328px) 684px, (min-width: 992px) calc((100vw - 112px) / 2 * 1.125), calc((100vw - 48px) * 1.125)",
  /** At most 28rem: the whole column on phones, 2/5 of the row (gap 3rem) from 768 px. */
  "hero-profile":
    "(min-width: 1216px) 448px, (min-width: 768px) calc((100vw - 96px) * 0.4), (min-width: 496px) 448px, calc(100vw - 48px)",
};

export function heroImageSizes(blockType: string): string {
  return HERO_IMAGE_SIZES[blockType] ?? IMAGE_SIZES.fullWidth;
}
