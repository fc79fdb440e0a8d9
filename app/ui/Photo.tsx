import type { ImgHTMLAttributes } from "react";
import { imageSrcSet } from "~/content/image-url";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  /** The image's address; nothing is drawn without one. */
  src: string | null | undefined;
  /** The largest width of its `srcset` (a small picture needs no large file). */
  maxWidth?: number;
  /** A square picture always drawn this many px wide: its `sizes`, width and height. */
  square?: number;
  /** Below the first view: a DeferredImg, loaded as it nears once the page has loaded. */
  lazy?: boolean;
};

/**
 * An image by address, decorative unless given an `alt`: a photo the API gives (a listing's, a
 * broker's, an author's) gets the image transform's widths as its `srcset`; a file of the site's own
 * or a vector is used as is.
 */
export function Photo({ src, maxWidth, square, lazy, ...imgProps }: Props) {
  if (!src) return null;
  const squareProps = square ? { sizes: `${square}px`, width: square, height: square } : {};
  const srcSet = imageSrcSet(src, maxWidth);
  if (lazy) return <DeferredImg src={src} srcSet={srcSet} alt="" {...squareProps} {...imgProps} />;
  return <img src={src} srcSet={srcSet} alt="" {...squareProps} {...imgProps} />;
}

/**
 * What a deferred image shows until its source is set: an image with no size of its own, so the box
 * keeps the ratio of its `width` and `height` and no alternative text is drawn over it.
 */
export const DEFERRED_PLACEHOLDER = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E";

type DeferredProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading" | "alt"> & {
  src: string;
  srcSet?: string;
  /** Empty for a decorative image. */
  alt: string;
};

/**
 * An image below the first view (issue 24). Chromium starts a lazy image's download 1,250 px or more
 * before it comes into view, so the photos under the first view used to share the network with the
 * first view's own photo. This one carries its sources as `data-src` and `data-srcset` until the page
 * has loaded; app/shell/deferred-images.ts then gives them to each image as it nears the viewport
 * and fades it in. Without JavaScript the `<noscript>` copy is the image (a `<noscript>` style in
 * app/root.tsx hides the other), lazy as browsers do it.
 */
export function DeferredImg({ src, srcSet, alt, ...imgProps }: DeferredProps) {
  return (
    <>
      <img
        src={DEFERRED_PLACEHOLDER}
        data-src={src}
        data-srcset={srcSet}
        data-appear=""
        alt={alt}
        loading="lazy"
        {...imgProps}
      />
      <noscript>
        <img src={src} srcSet={srcSet} alt={alt} loading="lazy" {...imgProps} />
      </noscript>
    </>
  );
}
