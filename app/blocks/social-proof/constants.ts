/** Spec 3 §9 "Rewards, testimonials and team". */
export const REWARDS_SHOWN = 3;
/** Testimonial text collapses above 256 px on large screens (lg, 992 px and wider), 128 px otherwise. */
export const COLLAPSE_HEIGHT_LARGE = 256;
export const COLLAPSE_HEIGHT = 128;
export const LARGE_SCREEN_MIN_WIDTH = 992;
export const BROKER_CLAMP_LINES = 7;
export const SLIDER_CLAMP_LINES = 10;
export const BROKER_AUTOPLAY_MS = 5000;
/** Testimonial carousels show 3 at once on wide screens, fewer on narrow ones. */
export const TESTIMONIAL_COLUMNS = { 0: 1, 768: 2, 1200: 3 } as const;
