/** What both sides need about the header variants (browser-safe: no schema here). */
export const headerVariants = ["header-classic", "header-megamenu", "header-out-of-norm"] as const;
export type HeaderVariant = (typeof headerVariants)[number];

/** The variant a header block's type names; the registry only routes header types here. */
export function variantOf(blockType: string): HeaderVariant {
  return (headerVariants as readonly string[]).includes(blockType)
    ? (blockType as HeaderVariant)
    : "header-classic";
}

/** Spec 1 §9 header heights in px (desktop). */
export const HEADER_HEIGHTS: Record<HeaderVariant, number> = {
  "header-classic": 130,
  "header-megamenu": 197,
  "header-out-of-norm": 138,
};

/** Below lg only the bar shows (4.5rem); the measured height replaces this once the page runs. */
export const MOBILE_HEADER_HEIGHT = 72;
