import { DeferredImg } from "~/ui/Photo";
import { validFetchPriority } from "./image-style";
import { FULL_WIDTH_SIZES, imageSrcSet } from "./image-url";
import type { PreparedImage } from "./prepared";
import styles from "./CmsImage.module.css";

type Props = {
  image: PreparedImage | null | undefined;
  className?: string;
  /** The rendered width at each viewport (app/content/image-sizes.ts), so a phone downloads a phone-sized photo. */
  sizes?: string;
  priority?: "high" | "low";
  eager?: boolean;
  alt?: string;
  width?: number;
  height?: number;
  /**
   * A cover photo behind text: its `sizes` stays the viewport's width on purpose (a phone would
   * otherwise fetch a 2,048 px photo to show its middle third), at the transform's cover quality
   * (under the scrim); marked for the browser test.
   */
  background?: boolean;
};

/**
 * A CMS image (resolved on the server), with its centre point, filters, lazy loading and priority.
 * A photo gets a `srcset` of the transform's widths (app/content/image-url.ts); `src` stays the
 * original, which a browser without `srcset` support, or a logo, uses as is.
 * An image below the first view is a DeferredImg: the page shell gives it its sources as it nears
 * the viewport and fades it in (app/shell/deferred-images.ts), so it costs no hooks, even in a
 * static block.
 */
export function CmsImage({
  image,
  className,
  sizes,
  priority,
  eager,
  alt,
  width,
  height,
  background,
}: Props) {
  if (!image) return null;
  const fetchPriority = validFetchPriority(priority);
  const loadEagerly = Boolean(eager || fetchPriority === "high");
  const srcSet = imageSrcSet(image.src, undefined, background);
  const altText = alt ?? image.alt;
  const imgProps = {
    sizes: srcSet ? (sizes ?? FULL_WIDTH_SIZES) : sizes,
    width,
    height,
    ...(background ? { "data-background": "" } : {}),
    className: className ? `${styles.image} ${className}` : styles.image,
    style: { objectPosition: image.position, filter: image.filter },
  };
  if (!loadEagerly) return <DeferredImg src={image.src} srcSet={srcSet} alt={altText} {...imgProps} />;
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      alt={altText}
      loading="eager"
      // A high-priority image is the first view's largest: decoded with the frame it belongs to, it
      // shows in the first paint when its bytes are there, rather than one frame later.
      decoding={fetchPriority === "high" ? "sync" : "async"}
      // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as is.
      {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
      {...imgProps}
    />
  );
}
