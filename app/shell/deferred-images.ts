import { useEffect } from "react";
import { VIEWPORT_ROOT_MARGIN } from "~/content/image-style";

const DEFERRED = "img[data-src]";
/** A load event that never comes (a stalled request) must not keep the photos away for good. */
export const DEFERRED_START_LIMIT_MS = 4000;

/** The images given their sources: a later change of `data-src` (a re-render) goes to them at once. */
const shown = new WeakSet<HTMLImageElement>();

function setSources(img: HTMLImageElement) {
  const { src, srcset } = img.dataset;
  if (srcset) img.srcset = srcset;
  else img.removeAttribute("srcset");
  if (src) img.src = src;
}

function release(img: HTMLImageElement, fade: boolean) {
  shown.add(img);
  setSources(img);
  if (!fade) {
    img.dataset.appear = "shown";
    return;
  }
  // Hidden at once (it showed nothing yet), then faded in by global.css once it can be drawn.
  img.dataset.appear = "waiting";
  void img
    .decode()
    .catch(() => undefined)
    .then(() => (img.dataset.appear = "shown"));
}

/**
 * Gives the page's deferred images (app/ui/DeferredImg.tsx) their sources as they near the viewport,
 * those of the server's HTML and those rendered later; an image whose `data-src` changes once shown
 * gets the new one. Spec 3 §4: each fades in once loaded, unless the visitor prefers reduced motion.
 * Returns what stops it.
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
  const watch = (element: Element) => {
    const images = element.matches(DEFERRED) ? [element] : element.querySelectorAll(DEFERRED);
    for (const img of images) if (!shown.has(img as HTMLImageElement)) near.observe(img);
  };
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (shown.has(record.target as HTMLImageElement)) setSources(record.target as HTMLImageElement);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) watch(node);
    }
  });
  watch(root);
  changes.observe(root, { childList: true, subtree: true, attributeFilter: ["data-src", "data-srcset"] });
  return () => {
    near.disconnect();
    changes.disconnect();
  };
}

/**
 * In the page shell: deferred images start once the page has loaded, so the first view's photo and
 * code have the network to themselves (issue 24), or after DEFERRED_START_LIMIT_MS at the latest.
 */
export function useDeferredImages() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = () => (stop ??= startDeferredImages());
    const limit = setTimeout(start, DEFERRED_START_LIMIT_MS);
    if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
    return () => {
      clearTimeout(limit);
      removeEventListener("load", start);
      stop?.();
    };
  }, []);
}
