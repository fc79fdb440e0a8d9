import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { APPEAR_DURATION_MS, VIEWPORT_ROOT_MARGIN } from "~/content/image-style";

/**
 * Spec 3 §4: a lazy CMS image (`data-appear`) fades in once it is in the viewport and loaded.
 * Images already loaded and visible when the page runs are left alone, as are pages without
 * JavaScript and visitors who prefer reduced motion. One observer serves the whole page.
 */
export function useImageAppearance() {
  const { key } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || matchMedia("(prefers-reduced-motion: reduce)").matches)
      return;
    const set = (img: Element, state: string) => img.setAttribute("data-appear", state);
    // Waits for both: in view (the observer) and loaded (the element's own promise).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting) continue;
          observer.unobserve(target);
          void (target as HTMLImageElement)
            .decode()
            .catch(() => undefined)
            .then(() => {
              set(target, "appearing");
              setTimeout(() => set(target, "shown"), APPEAR_DURATION_MS);
            });
        }
      },
      { rootMargin: VIEWPORT_ROOT_MARGIN },
    );
    const images = document.querySelectorAll<HTMLImageElement>('img[data-appear=""]');
    for (const img of images) {
      const { top, bottom } = img.getBoundingClientRect();
      if (img.complete && top < innerHeight && bottom > 0) {
        set(img, "shown");
        continue;
      }
      set(img, "waiting");
      observer.observe(img);
    }
    return () => {
      observer.disconnect();
      for (const img of images) if (img.dataset.appear === "waiting") set(img, "shown");
    };
  }, [key]);
}
