/** Spec 2 §9 "Carousels": the hero slider. */
export const HERO_SLIDER_AUTOPLAY_MS = 8000;
export const HERO_SLIDER_TRANSITION_MS = 500;

/** A slide number as two digits: 1 → "01", 12 → "12". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** The slide after `index`, the first after the last (previous and next wrap around). */
export function nextIndex(index: number, total: number): number {
  return total > 0 ? (index + 1) % total : 0;
}

/** The slide before `index`, the last before the first. */
export function previousIndex(index: number, total: number): number {
  return total > 0 ? (index - 1 + total) % total : 0;
}

/** The slider moves (autoplay, controls, drag) only with more than one slide. */
export function sliderEnabled(total: number): boolean {
  return total > 1;
}

/** The next slide's preview shows if show_preview and there is more than one slide. */
export function showsPreview(showPreview: boolean, total: number): boolean {
  return showPreview && total > 1;
}
