import { IMAGE_SIZES } from "~/content/image-sizes";
import { CmsMedia } from "~/content/CmsMedia";
import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { Carousel } from "~/ui/Carousel";
import { defaultCarouselColumns } from "~/ui/carousel-columns";
import { HeadedBlock } from "../../parts/HeadedBlock";
import type { BlockProps } from "../../types";
import type { MediaCarouselFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const MEDIA_CAROUSEL_AUTOPLAY_MS = 6000;

/** `media-carousel` (spec 2 §9): autoplays every 6 s; a single medium is shown without controls. */
export default function MediaCarousel({ fields, block, index }: BlockProps<MediaCarouselFields>) {
  const { t } = useT("ui");
  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      <Carousel
        label={plainText(fields.main_title) || t("carousel.media")}
        autoplayMs={MEDIA_CAROUSEL_AUTOPLAY_MS}
        loop
        slidesPerView={defaultCarouselColumns}
        slides={fields.media_repeater.map((item, i) => (
          <CmsMedia
            key={i}
            media={item.media}
            className={styles.itemImage}
            sizes={IMAGE_SIZES.carouselSlide}
          />
        ))}
      />
    </HeadedBlock>
  );
}
