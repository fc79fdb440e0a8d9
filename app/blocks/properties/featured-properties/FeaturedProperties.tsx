import { useState } from "react";
import { CmsLink } from "~/content/CmsLink";
import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { defaultCarouselColumns } from "~/ui/carousel-columns";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { navigationSlideMs } from "../parts/card-rules";
import { ListingsJsonLd } from "../parts/ListingsJsonLd";
import { PropertyCard } from "../parts/PropertyCard";
import type { FeaturedPropertiesFields } from "./fields.server";
import styles from "./FeaturedProperties.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `featured-properties` (spec 2 §2): title, CTA and a carousel of listings. The CTA sits in the
 * heading from md up and under the carousel below; navigation shows only with more than one slide.
 */
export default function FeaturedProperties({ fields, block, index }: BlockProps<FeaturedPropertiesFields>) {
  const { t } = useT("properties");
  const [slide, setSlide] = useState(0);
  const several = fields.listings.length > 1;
  if (fields.listings.length === 0 && !fields.main_title) return null;
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <div className={styles.header}>
          <BlockHeading superTitle={fields.super_title} title={fields.main_title} first={index === 0} />
          {fields.cta ? (
            <div className={styles.ctaTop}>
              <CmsLink link={fields.cta} />
            </div>
          ) : null}
        </div>
        {fields.listings.length === 0 ? (
          <p className={styles.empty}>{t("blocks.empty")}</p>
        ) : (
          <Carousel
            label={plainText(fields.main_title) || t("blocks.featured")}
            autoplayMs={fields.autoplay_speed}
            loop
            slidesPerView={defaultCarouselColumns}
            onSlideChange={setSlide}
            slides={fields.listings.map((listing) => (
              <PropertyCard key={listing.uls} listing={listing} />
            ))}
          />
        )}
        {several ? (
          <div className={styles.navigation} aria-hidden="true">
            <span
              key={slide}
              className={styles.navigationBar}
              style={{ animationDuration: `${navigationSlideMs(fields.autoplay_speed)}ms` }}
            />
          </div>
        ) : null}
        {fields.cta ? (
          <div className={styles.ctaBottom}>
            <CmsLink link={fields.cta} />
          </div>
        ) : null}
        <ListingsJsonLd json={fields.jsonLd} />
      </div>
    </BlockSection>
  );
}
