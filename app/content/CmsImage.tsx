import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { assetUrl } from "~/cms/assets";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { siteAtom } from "~/state/site";
import {
  APPEAR_DURATION_MS,
  VIEWPORT_ROOT_MARGIN,
  cssFilter,
  objectPosition,
  validFetchPriority,
} from "./image-style";
import type { ImageField } from "./schemas";
import styles from "./CmsImage.module.css";

type Props = {
  image: ImageField | null | undefined;
  className?: string;
  sizes?: string;
  priority?: "high" | "low";
  eager?: boolean;
  alt?: string;
  width?: number;
  height?: number;
};

type Appearance = "shown" | "waiting" | "appearing";

/**
 * Fades the image in once it is in the viewport and loaded (spec 3 §4). Server-rendered and
 * no-JavaScript images are simply shown; an image already loaded and visible is left alone.
 */
function useAppearance(eager: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [appearance, setAppearance] = useState<Appearance>("shown");

  useEffect(() => {
    const img = ref.current;
    if (!img || eager || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const rect = img.getBoundingClientRect();
    if (img.complete && rect.top < window.innerHeight && rect.bottom > 0) return;

    setAppearance("waiting");
    let inView = false;
    let loaded = img.complete;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const maybeAppear = () => {
      if (!inView || !loaded) return;
      setAppearance("appearing");
      timer = setTimeout(() => setAppearance("shown"), APPEAR_DURATION_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          inView = true;
          observer.disconnect();
          maybeAppear();
        }
      },
      { rootMargin: VIEWPORT_ROOT_MARGIN },
    );
    observer.observe(img);
    const onLoad = () => {
      loaded = true;
      maybeAppear();
    };
    img.addEventListener("load", onLoad);
    img.addEventListener("error", onLoad);
    return () => {
      observer.disconnect();
      img.removeEventListener("load", onLoad);
      img.removeEventListener("error", onLoad);
      if (timer) clearTimeout(timer);
    };
  }, [eager]);

  return { ref, appearance };
}

/** A CMS image in the visitor's language, with its centre point, filters, lazy loading and priority. */
export function CmsImage({ image, className, sizes, priority, eager, alt, width, height }: Props) {
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const media = image ? localize(image.media, locale) : undefined;
  const fetchPriority = validFetchPriority(priority);
  const loadEagerly = Boolean(eager || fetchPriority === "high");
  const { ref, appearance } = useAppearance(loadEagerly);
  const src = assetUrl(media?.url, site?.assetsUrl);
  if (!image || !src) return null;

  return (
    <img
      ref={ref}
      src={src}
      alt={alt ?? media?.alt ?? ""}
      sizes={sizes}
      width={width}
      height={height}
      loading={loadEagerly ? "eager" : "lazy"}
      decoding="async"
      // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as is.
      {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
      className={[styles.image, styles[appearance], className].filter(Boolean).join(" ")}
      style={{ objectPosition: objectPosition(image.center), filter: cssFilter(image.filters) }}
    />
  );
}
