/** The event a deferred block's wrapper receives once its code has hydrated it (Blocks.tsx). */
export const BLOCK_READY_EVENT = "block-ready";

/** Controls that do nothing without the block's code (links and submit buttons work natively). */
const SCRIPTED_CONTROL = 'button[type="button"], [role="tab"], [role="button"]:not(a, button)';

/**
 * React 18 drops a click on a part of the page it could not hydrate yet (its code still loading):
 * it stops the click in the capture phase, so the click never bubbles back up to the window. The
 * last such click on a control of this block that needs its code is replayed once the block has
 * hydrated, so the visitor's first click is not lost; a click that bubbles was handled.
 */
export function replayClicksOnReady(wrapper: Element): void {
  let pending: HTMLElement | null = null;
  const onCapture = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(SCRIPTED_CONTROL) : null;
    if (control instanceof HTMLElement && wrapper.contains(control)) pending = control;
  };
  const onBubble = (event: MouseEvent) => {
    if (event.target instanceof Node && pending?.contains(event.target)) pending = null;
  };
  window.addEventListener("click", onCapture, true);
  window.addEventListener("click", onBubble);
  wrapper.addEventListener(
    BLOCK_READY_EVENT,
    () => {
      window.removeEventListener("click", onCapture, true);
      // Later, not now: a click that made React hydrate the block at once is still on its way up.
      setTimeout(() => {
        window.removeEventListener("click", onBubble);
        if (pending?.isConnected) pending.click();
      }, 0);
    },
    { once: true },
  );
}
