import { useEffect } from "react";
import { VIEWPORT_ROOT_MARGIN } from "~/content/image-style";

const DEFERRED = "img[data-src]";

function setSources(img: HTMLImageElement) {
  const { src, srcset } = img.dataset;
  if (srcset) img.srcset = srcset;
  else img.removeAttribute("srcset");
  if (src) img.src = src;
}

function release(img: HTMLImageElement, fade: boolean) {
  setSources(img);
  const show = () => (img.dataset.appear = "shown");
  if (!fade) return show();
  // Hidden at once (it showed nothing yet), then faded in by global.css once it can be drawn.
  img.dataset.appear = "waiting";
  void img
    .decode()
    .catch(() => undefined)
    .then(show);
}

/**
 * Gives the page's deferred images (DeferredImg, app/ui/Photo.tsx) their sources as they near the
 * viewport, those of the server's HTML and those rendered later. One given its sources is "waiting"
 * or "shown" (`data-appear`). Spec 3 §4: each fades in once loaded, unless the visitor prefers
 * reduced motion. Returns what stops it.
 */
export function startDeferredImages(root: HTMLElement = document.body): () => void {
  const fade = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        near.unobserve(target);
        release(target as HTMLImageElement, fade);
      }
    },
    { rootMargin: VIEWPORT_ROOT_MARGIN },
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

/**
 * In the page shell. The page's code itself starts only once the first view is on screen (or 3 s
 * after the HTML, app/lib/scripts-after-load.server.ts), so the deferred images start with it.
 */
export function useDeferredImages() {
  useEffect(() => startDeferredImages(), []);
}
