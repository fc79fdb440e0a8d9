import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CmsMedia } from "~/content/CmsMedia";
import { mediaFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/schemas";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { defaultCarouselColumns } from "~/ui/carousel-columns";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import styles from "../items.module.css";

export const MEDIA_CAROUSEL_AUTOPLAY_MS = 6000;

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
});

/** `media-carousel` (spec 2 §9): autoplays every 6 s; a single medium is shown without controls. */
export const MediaCarousel = defineBlock(fields, function MediaCarousel({ fields, block, index }) {
  const locale = useLocale();
  const { t } = useTranslation("ui");
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <Carousel
          label={localize(fields.main_title?.value, locale) || t("carousel.media")}
          autoplayMs={MEDIA_CAROUSEL_AUTOPLAY_MS}
          loop
          slidesPerView={defaultCarouselColumns}
          slides={fields.media_repeater.map((item, i) => (
            <CmsMedia key={i} media={item.media} className={styles.itemImage} />
          ))}
        />
      </div>
    </BlockSection>
  );
});
