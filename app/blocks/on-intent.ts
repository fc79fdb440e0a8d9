/**
 * What shows a visitor is about to use a block: a pointer over or moving in it, a press, focus or a
 * touch in it, or text put in one of its fields (typed, pasted or autofilled).
 */
const BLOCK_EVENTS = ["pointerover", "pointermove", "pointerdown", "focusin", "touchstart", "input"] as const;

/**
 * Resolves on the visitor's first sign of using a block (`loadOn: "intent"`): a pointer over it,
 * focus or a touch inside it, or a scroll of the page (a hiding header, a list read further).
 *
 * The listeners are on the window, in the capture phase, and look at the event's target: React stops
 * focusin and pointerover aimed at a block it has not hydrated yet at its root (it queues them for
 * replay), so a listener on the block itself would never hear them.
 */
export function onIntent(wrapperSelector: string): Promise<void> {
  return new Promise((resolve) => {
    const wrapper = document.querySelector(wrapperSelector);
    if (!wrapper) return resolve();
    // Focus already inside: the visitor reached the block before the page's code arrived.
    if (document.activeElement && wrapper.contains(document.activeElement)) return resolve();
    const onBlockEvent = (event: Event) => {
      if (event.target instanceof Node && wrapper.contains(event.target)) done();
    };
    const done = () => {
      for (const name of BLOCK_EVENTS) window.removeEventListener(name, onBlockEvent, true);
      window.removeEventListener("scroll", done);
      resolve();
    };
    for (const name of BLOCK_EVENTS)
      window.addEventListener(name, onBlockEvent, { capture: true, passive: true });
    window.addEventListener("scroll", done, { passive: true });
  });
}
