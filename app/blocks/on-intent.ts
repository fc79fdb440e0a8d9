/** What shows a visitor is about to use a block: a pointer over or moving in it, a press, focus or a touch in it. */
const BLOCK_EVENTS = ["pointerover", "pointermove", "pointerdown", "focusin", "touchstart"] as const;

/**
 * Resolves on the visitor's first sign of using a block (`loadOn: "intent"`): a pointer over it,
 * focus or a touch inside it, or a scroll of the page (a hiding header, a list read further). The
 * block's wrapper is `display: contents`, but events bubble through it all the same.
 */
export function onIntent(wrapperSelector: string): Promise<void> {
  return new Promise((resolve) => {
    const wrapper = document.querySelector(wrapperSelector);
    if (!wrapper) return resolve();
    const done = () => {
      for (const name of BLOCK_EVENTS) wrapper.removeEventListener(name, done, true);
      window.removeEventListener("scroll", done);
      resolve();
    };
    for (const name of BLOCK_EVENTS) wrapper.addEventListener(name, done, { capture: true, passive: true });
    window.addEventListener("scroll", done, { passive: true });
  });
}
