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

/** The page's gutters (a section's 1.5rem on each side) and its container's widest (80rem), in px. */
const PAGE_GUTTERS = 48;
const CONTAINER_MAX = 1280;

type ColumnLayout = {
  /** Columns from each min-width breakpoint (px), as the CSS lays them out; 0 for the narrowest. */
  columns: Record<number, number>;
  gap?: number;
  /** What the container is narrower than the viewport by (gutters, a side column), in px. */
  inset?: number;
  maxWidth?: number;
  /** Taken off each column (a card's border, padding), in px. */
  less?: number;
  /**
   * How much wider than its box a cover photo is drawn: a camera's 3:2 photo cropped to a 4:3 box
   * needs 9/8 of the box's width to stay sharp.
   */
  cover?: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * `sizes` of one column of a centred container cut into equal columns, as a browser must be told
 * before any CSS loads: a calc() of the viewport between breakpoints, px once the container stops
 * growing (no min(), which some browsers' `sizes` parsers refuse).
 */
export function columnSizes({
  columns,
  gap = 24,
  inset = PAGE_GUTTERS,
  maxWidth = CONTAINER_MAX,
  less = 0,
  cover = 1,
}: ColumnLayout): string {
  const widest = maxWidth + inset;
  const steps = Object.entries(columns)
    .map(([from, count]) => [Number(from), count] as const)
    .sort((a, b) => b[0] - a[0]);
  const fixed = (count: number) => `${round(((maxWidth - gap * (count - 1)) / count - less) * cover)}px`;
  const fluid = (count: number) => {
    const margin = inset + gap * (count - 1);
    const column = count > 1 ? `(100vw - ${margin}px) / ${count}` : `100vw - ${margin}px`;
    const width = less ? `${column} - ${less}px` : column;
    if (cover === 1) return `calc(${width})`;
    return less || count === 1 ? `calc((${width}) * ${cover})` : `calc(${width} * ${cover})`;
  };
  const entries: string[] = [];
  steps.forEach(([from, count], index) => {
    const upTo = index === 0 ? Infinity : steps[index - 1][0];
    if (from >= widest) return void entries.push(`(min-width: ${from}px) ${fixed(count)}`);
    if (widest < upTo) entries.push(`(min-width: ${widest}px) ${fixed(count)}`);
    entries.push(from > 0 ? `(min-width: ${from}px) ${fluid(count)}` : fluid(count));
  });
  return entries.join(", ");
}

/** `sizes` for each block layout shared by several blocks (the image's rendered width at each viewport). */
export const IMAGE_SIZES = {
  fullWidth: "100vw",
  /** A media beside text (app/blocks/content/split.module.css): a column, then halves from 992 px. */
  split: columnSizes({ columns: { 0: 1, 992: 2 }, gap: 80, cover: 1.125 }),
  /** Two media side by side in one half of that split. */
  splitPair:
    "(min-width: 1328px) 328.5px, (min-width: 992px) calc((100vw - 160px) / 4 * 1.125), calc((100vw - 64px) / 2 * 1.125)",
  /** A card in the shared grid (app/ui/grid.module.css): 1 column, 2 from 768 px, 3 from 1200 px. */
  gridCard: columnSizes({ columns: { 0: 1, 768: 2, 1200: 3 }, less: 2 }),
  /** A slide of the shared carousel (app/ui/carousel-columns.ts): 1, 2, 3 then 4 per view. */
  carouselSlide: columnSizes({ columns: { 0: 1, 768: 2, 1200: 3, 1680: 4 } }),
  /** A property card in the wide (90rem) carousels: 1, 2, 3 then 4 per view. */
  propertySlide: columnSizes({ columns: { 0: 1, 768: 2, 1200: 3, 1680: 4 }, maxWidth: 1440, less: 2 }),
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
 * The `sizes` of the heroes whose image is not full width; a cover behind text stays at the
 * viewport's width (see CmsImage's `background`). The head's preload must name the same `sizes` as
 * the image, or the browser downloads two widths: every hero's image takes its `sizes` from here.
 */
const HERO_IMAGE_SIZES: Record<string, string> = {
  /** Beside the text: the whole column, then half of the 80rem container (gap 4rem) from 992 px. */
  "hero-content-1": columnSizes({ columns: { 0: 1, 992: 2 }, gap: 64 }),
  /** The same, in a 4:3 box which a camera's 3:2 photo covers at 9/8 of the box's width. */
  "hero-infos": columnSizes({ columns: { 0: 1, 992: 2 }, gap: 64, cover: 1.125 }),
  /** At most 28rem: the whole column on phones, 2/5 of the row (gap 3rem) from 768 px. */
  "hero-profile":
    "(min-width: 1216px) 448px, (min-width: 768px) calc((100vw - 96px) * 0.4), (min-width: 496px) 448px, calc(100vw - 48px)",
};

export function heroImageSizes(blockType: string): string {
  return HERO_IMAGE_SIZES[blockType] ?? IMAGE_SIZES.fullWidth;
}
