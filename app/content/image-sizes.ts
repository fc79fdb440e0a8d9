import { FULL_WIDTH_SIZES } from "./image-url";

/** `sizes` for each block layout shared by several blocks (the image's rendered width at each viewport). */
export const IMAGE_SIZES = {
  fullWidth: FULL_WIDTH_SIZES,
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
