/**
 * Gives the page's deferred images (DeferredImg, app/ui/Photo.tsx) their sources as they near the
 * viewport, those of the server's HTML and those rendered later. One given its sources is "waiting"
 * or "shown" (`data-appear`). Spec 3 §4: each fades in once loaded, unless the visitor prefers
 * reduced motion. Returns what stops it.
 *
 * It runs inline, from the page's head (app/shell/early-script.ts), not from the page's code: a
 * chunk that is blocked or never arrives must not leave the photos blank. So it is one
 * self-contained function, written out with `toString()`: it may use nothing from outside itself.
 */
export function startDeferredImages(root: HTMLElement, rootMargin: string): () => void {
  const DEFERRED = "img[data-src]";
  const fade = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const setSources = (img: HTMLImageElement) => {
    const { src, srcset } = img.dataset;
    if (srcset) img.srcset = srcset;
    else img.removeAttribute("srcset");
    if (src) img.src = src;
  };
  const release = (img: HTMLImageElement) => {
    setSources(img);
    const show = () => (img.dataset.appear = "shown");
    if (!fade) return show();
    // Hidden at once (it showed nothing yet), then faded in by global.css once it can be drawn.
    img.dataset.appear = "waiting";
    void img
      .decode()
      .catch(() => undefined)
      .then(show);
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        near.unobserve(target);
        release(target as HTMLImageElement);
      }
    },
    { rootMargin },
  );
  // Every change to the page (a navigation, a deferred block, a re-render) looks again: a new deferred
  // image is watched, a shown one whose `data-src` changed gets it. A query of the page takes well
  // under a millisecond, and a map's markers are drawn on a canvas.
  const scan = () => {
    for (const img of root.querySelectorAll<HTMLImageElement>(DEFERRED))
      if (!img.dataset.appear) near.observe(img);
      else if (img.getAttribute("src") !== img.dataset.src) setSources(img);
  };
  const changes = new MutationObserver(scan);
  scan();
  changes.observe(root, { childList: true, subtree: true, attributeFilter: ["data-src"] });
  return () => {
    near.disconnect();
    changes.disconnect();
  };
}
