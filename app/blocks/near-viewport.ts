/** How far ahead of the viewport a deferred block starts loading its code. */
const AHEAD = "50% 0px";

/**
 * Resolves once the element of a block's wrapper (`display: contents`, so its first child) comes
 * near the viewport; at once where that cannot be watched.
 */
export function nearViewport(wrapperSelector: string): Promise<void> {
  return new Promise((resolve) => {
    const target = document.querySelector(wrapperSelector)?.firstElementChild;
    if (!target || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
  });
}
