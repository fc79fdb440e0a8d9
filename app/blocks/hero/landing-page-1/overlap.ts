/** Spec 2 §9: how far the landing hero's form reaches below the hero. */
export const SMALL_SCREEN_OVERLAP = 64;
export const MAX_OVERLAP = 128;
export const NEGLIGIBLE_OVERLAP = 40;
/** Below lg the info and the form stack: a "small screen". */
export const SIDE_BY_SIDE_MIN_WIDTH = 992;

/**
 * 64 on small screens; otherwise the form's height minus the info's, clamped to 0..128, and 0
 * when that is 40 or less.
 */
export function landingOverlap(viewportWidth: number, formHeight: number, infoHeight: number): number {
  if (viewportWidth < SIDE_BY_SIDE_MIN_WIDTH) return SMALL_SCREEN_OVERLAP;
  const overlap = Math.min(Math.max(formHeight - infoHeight, 0), MAX_OVERLAP);
  return overlap <= NEGLIGIBLE_OVERLAP ? 0 : overlap;
}
