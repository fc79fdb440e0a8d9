/** The sticky header's height, as the header publishes it on the root element (`--header-height`). */
function headerHeight(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height"));
  return Number.isFinite(value) ? value : 0;
}

/**
 * A field that takes the focus (the first invalid one after Send, or by Tab) while the sticky header
 * covers its top: the browser counts it "in view" and does not scroll, so it is brought below the
 * header with its label (the frame's `scroll-margin-top`). Not in a modal, which sits over the header.
 */
export function revealFocusedField(field: EventTarget) {
  if (!(field instanceof HTMLElement) || field.closest('[aria-modal="true"]')) return;
  const frame = field.closest<HTMLElement>("[data-field]") ?? field;
  if (field.getBoundingClientRect().top < headerHeight()) frame.scrollIntoView?.({ block: "start" });
}

/**
 * Brings `target` into view below the sticky header when part of it is hidden (under the header, or
 * below the screen's edge: a phone after a step change or an error), then moves focus to `focus`
 * without a second scroll. The target's CSS `scroll-margin-top` keeps it clear of the header.
 */
export function revealAndFocus(target: HTMLElement | null, focus: HTMLElement | null = target) {
  if (!target) return;
  const { top, bottom } = target.getBoundingClientRect();
  if (top < headerHeight() || bottom > window.innerHeight) target.scrollIntoView?.({ block: "start" });
  focus?.focus({ preventScroll: true });
}
