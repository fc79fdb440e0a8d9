/**
 * What an <img> will show: a deferred image (DeferredImg, app/ui/Photo.tsx) holds its sources in `data-src`
 * and `data-srcset` until the page shell gives them to it; any other image in `src` and `srcset`.
 */
export function imageSource(img: Element | null, attribute: "src" | "srcset" = "src"): string | null {
  if (!img) return null;
  return img.hasAttribute("data-src") ? img.getAttribute(`data-${attribute}`) : img.getAttribute(attribute);
}
