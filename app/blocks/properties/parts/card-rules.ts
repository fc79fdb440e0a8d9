/** The property blocks' card rules (spec 3 §9 "Property blocks", spec 2 §4 "Carousels"). */

/** A listing block shows this many listings at xl and below (under xxl, 1440 px), all above. */
export const LISTING_ITEMS_UP_TO_XL = 2;

/** The see-all CTA shows when the total is above 1, unless the block disables it. */
export function showSeeAll(total: number, ctaEnabled: boolean | null | undefined): boolean {
  return total > 1 && ctaEnabled !== false;
}

/** With exactly 3 listings a listing block appends a call-to-action card. */
export function listingAppendsCtaCard(listingCount: number): boolean {
  return listingCount === 3;
}

/**
 * The slider's extra cards: a see-more card when the total exceeds the listings shown, a
 * call-to-action card when the total is below the requested count or is 3 or fewer.
 */
export function sliderExtraCards({ shown, total, count }: { shown: number; total: number; count: number }) {
  return { seeMore: total > shown, ctaCard: total < count || total <= 3 };
}

/** The featured carousel's navigation bar runs for the autoplay speed minus 1000 ms. */
export function navigationSlideMs(autoplayMs: number): number {
  return Math.max(autoplayMs - 1000, 0);
}
