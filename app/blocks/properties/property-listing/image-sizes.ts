import { columnSizes } from "~/content/column-sizes";

/**
 * A card's photo in the listing grid (PropertyListingBlock.module.css, 90rem wide): 1, 2 from 768 px,
 * then from 1440 px as many 16rem cards as fit (auto-fit: 5 at most there, fewer when there are fewer).
 */
export function listingImageSizes(cards: number): string {
  return columnSizes({
    columns: { 0: 1, 768: 2, 1440: Math.max(2, Math.min(cards, 5)) },
    maxWidth: 1440,
    less: 2,
  });
}
