/** The event a deferred block's wrapper receives once its code has hydrated it (Blocks.tsx). */
export const BLOCK_READY_EVENT = "block-ready";

/** Controls that do nothing without the block's code (links and submit buttons work natively). */
export const SCRIPTED_CONTROL = 'button[type="button"], [role="tab"], [role="button"]:not(a, button)';

/**
 * Clicks `control` once the deferred block around it (if any) has hydrated. Later, not at once: a
 * click that made React hydrate the block is still on its way up. A block waiting for the visitor's
 * intent is told of it, as a pointer over the control would.
 */
export function clickWhenReady(control: HTMLElement): void {
  const click = () => void setTimeout(() => control.isConnected && control.click(), 0);
  const wrapper = control.closest("[data-deferred-block]");
  if (!wrapper || wrapper.hasAttribute("data-ready")) return click();
  wrapper.addEventListener(BLOCK_READY_EVENT, click, { once: true });
  control.dispatchEvent(new Event("pointerover", { bubbles: true }));
}

/**
 * React 18 drops a click on a part of the page it could not hydrate yet (its code still loading):
 * it stops the click in the capture phase, so the click never bubbles back up to the window. The
 * last such click on a control of this block that needs its code is replayed once the block has
 * hydrated, so the visitor's first click is not lost; a click that bubbles was handled. Clicks
 * before the page hydrated are the early script's (app/shell/early-clicks.ts).
 */
export function replayClicksOnReady(wrapper: Element): void {
  let pending: HTMLElement | null = null;
  const onCapture = (event: MouseEvent) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
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
