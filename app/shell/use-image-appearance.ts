import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { APPEAR_DURATION_MS, VIEWPORT_ROOT_MARGIN } from "~/content/image-style";

function appear(img: HTMLImageElement) {
  img.dataset.appear = "appearing";
  setTimeout(() => img.setAttribute("data-appear", "shown"), APPEAR_DURATION_MS);
}

/**
 * Spec 3 §4: a lazy CMS image fades in once it is in the viewport and loaded. Images already
 * loaded and visible when the page runs are left alone, as are server-rendered pages without
 * JavaScript and visitors who prefer reduced motion. One observer serves the whole page.
 */
export function useImageAppearance() {
  const { key } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const loaded = new WeakSet<Element>();
    const inView = new WeakSet<Element>();
    const maybeAppear = (img: HTMLImageElement) => {
      if (loaded.has(img) && inView.has(img) && img.dataset.appear === "waiting") appear(img);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          inView.add(entry.target);
          observer.unobserve(entry.target);
          maybeAppear(entry.target as HTMLImageElement);
        }
      },
      { rootMargin: VIEWPORT_ROOT_MARGIN },
    );
    const onLoad = (event: Event) => {
      loaded.add(event.currentTarget as Element);
      maybeAppear(event.currentTarget as HTMLImageElement);
    };
    const images = [...document.querySelectorAll<HTMLImageElement>('img[data-appear=""]')];
    for (const img of images) {
      const rect = img.getBoundingClientRect();
      if (img.complete && rect.top < window.innerHeight && rect.bottom > 0) {
        img.dataset.appear = "shown";
        continue;
      }
      img.dataset.appear = "waiting";
      if (img.complete) loaded.add(img);
      img.addEventListener("load", onLoad, { once: true });
      img.addEventListener("error", onLoad, { once: true });
      observer.observe(img);
    }
    return () => {
      observer.disconnect();
      for (const img of images) {
        img.removeEventListener("load", onLoad);
        img.removeEventListener("error", onLoad);
        if (img.dataset.appear === "waiting") img.dataset.appear = "shown";
      }
    };
  }, [key]);
}
