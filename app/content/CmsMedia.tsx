import { CmsImage } from "./CmsImage";
import { CmsVideo } from "./CmsVideo";
import { ExternalVideo } from "./ExternalVideo";
import type { PreparedMedia } from "./prepared";

/** An image, a video or an external video, whichever the CMS gave. */
export function CmsMedia({
  media,
  className,
  priority,
  sizes,
  background,
}: {
  media: PreparedMedia | null | undefined;
  className?: string;
  priority?: "high" | "low";
  /** The image's `sizes` (IMAGE_SIZES). */
  sizes?: string;
  /** A cover behind text (CmsImage's `background`). */
  background?: boolean;
}) {
  if (!media) return null;
  if (media.type === "image")
    return (
      <CmsImage
        image={media}
        className={className}
        priority={priority}
        sizes={sizes}
        background={background}
      />
    );
  if (media.type === "video") return <CmsVideo video={media} className={className} />;
  return <ExternalVideo video={media} className={className} posterSizes={sizes} />;
}
