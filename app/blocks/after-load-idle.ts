/** The longest an idle callback may wait on a busy main thread. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves once the page has loaded (its images and first-view scripts) and the browser is idle:
 * when a `loadOn: "idle"` block's code may load without delaying anything the first view needs.
 */
export function afterLoadIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === "function")
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 1);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}
