/** The photo (MembersCarousel.module.css): 3/5 of the row beside the card from 992 px, or centred in 56rem. */
export const MEMBERS_CAROUSEL_IMAGE_SIZES = {
  full: "(min-width: 1328px) 754px, (min-width: 992px) calc((100vw - 72px) * 0.6), calc(100vw - 48px)",
  center: "(min-width: 944px) 896px, calc(100vw - 48px)",
} as const;
