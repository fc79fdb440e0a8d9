/** Article cards' photos (ArticleCard.module.css and the grids around them). */
export const ARTICLE_IMAGE_SIZES = {
  /** The archive's grid of 17rem cards (auto-fill), beside the 15rem categories from 1200 px. */
  archive:
    "(min-width: 1328px) 315px, (min-width: 1200px) calc((100vw - 376px) / 3 - 2px), (min-width: 912px) calc((100vw - 96px) / 3 - 2px), (min-width: 616px) calc((100vw - 72px) / 2 - 2px), calc(100vw - 50px)",
  /** A featured card: the whole row, its photo on 3/5 of it from 992 px. */
  featured: "(min-width: 1328px) 767px, (min-width: 992px) calc((100vw - 50px) * 0.6), calc(100vw - 50px)",
} as const;
