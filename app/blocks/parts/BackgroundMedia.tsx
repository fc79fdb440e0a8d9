import { CmsMedia } from "~/content/CmsMedia";
import { IMAGE_SIZES } from "~/content/image-sizes";
import type { PreparedMedia } from "~/content/prepared";
import background from "./background-media.module.css";

type Props = {
  media: PreparedMedia | null | undefined;
  /** The first block's media is the page's largest paint: fetched first. */
  first: boolean;
  /** The block's own additions to the scrim (a gradient, an opacity). */
  scrimClassName?: string;
};

/**
 * A hero's background image or video and the scrim that keeps its text readable. Full bleed, so
 * `sizes` is the viewport's width, as `heroImageSizes` gives the head's preload.
 */
export function BackgroundMedia({ media, first, scrimClassName }: Props) {
  return (
    <>
      <CmsMedia
        media={media}
        className={background.media}
        priority={first ? "high" : undefined}
        sizes={IMAGE_SIZES.fullWidth}
        background
      />
      <div className={[background.scrim, scrimClassName].filter(Boolean).join(" ")} aria-hidden="true" />
    </>
  );
}
