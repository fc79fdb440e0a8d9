import type { ImgHTMLAttributes } from "react";
import { imageSrcSet } from "~/content/image-url";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt"> & {
  /** The image's address; nothing is drawn without one. */
  src: string | null | undefined;
  /** The largest width of its `srcset` (a small picture needs no large file). */
  maxWidth?: number;
  /** A square picture always drawn this many px wide: its `sizes`, width and height. */
  square?: number;
  /** Below the first view: loaded as it nears, decoded off the main thread. */
  lazy?: boolean;
};

/**
 * A decorative image by address: a photo the API gives (a listing's, a broker's, an author's) gets
 * the image transform's widths as its `srcset`; a file of the site's own or a vector is used as is.
 */
export function Photo({ src, maxWidth, square, lazy, ...imgProps }: Props) {
  if (!src) return null;
  const squareProps = square ? { sizes: `${square}px`, width: square, height: square } : {};
  const lazyProps = lazy ? ({ loading: "lazy", decoding: "async" } as const) : {};
  return (
    <img src={src} srcSet={imageSrcSet(src, maxWidth)} alt="" {...squareProps} {...lazyProps} {...imgProps} />
  );
}
