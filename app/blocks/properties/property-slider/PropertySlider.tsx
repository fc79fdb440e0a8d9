import { CmsLink } from "~/content/CmsLink";
import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { Carousel } from "~/ui/Carousel";
import { defaultCarouselColumns } from "~/ui/carousel-columns";
import { HeadedBlock } from "../../parts/HeadedBlock";
import type { BlockProps } from "../../types";
import { sliderExtraCards } from "../parts/card-rules";
import { ListingsJsonLd } from "../parts/ListingsJsonLd";
import { useSearchHref } from "../parts/use-search-href";
import { PropertyCard } from "../parts/PropertyCard";
import { PropertyCtaCard } from "../parts/PropertyCtaCard";
import type { PropertySliderFields } from "./fields.server";
import styles from "./PropertySlider.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `property-slider` (spec 3 §9): its listings, then a see-more card when the total exceeds them and
 * a call-to-action card when the total is below the requested count or is 3 or fewer.
 */
export default function PropertySlider({ fields, block, index }: BlockProps<PropertySliderFields>) {
  const { t, locale } = useT("properties");
  const extras = sliderExtraCards({
    shown: fields.listings.length,
    total: fields.total,
    count: fields.count,
  });
  const searchHref = useSearchHref(locale);
  const seeMoreHref = fields.cta?.href ?? searchHref;
  const slides = fields.listings.map((listing) => <PropertyCard key={listing.uls} listing={listing} />);
  if (extras.seeMore)
    slides.push(
      <a key="see-more" href={seeMoreHref} className={styles.seeMore} data-internal="">
        <span className={styles.seeMoreCount}>+{fields.total - fields.listings.length}</span>
        <span>{fields.cta?.label || t("blocks.see_more", { count: fields.total })}</span>
      </a>,
    );
  if (extras.ctaCard && fields.cta_item) slides.push(<PropertyCtaCard key="cta" item={fields.cta_item} />);
  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      {slides.length === 0 ? (
        <p>{t("blocks.empty")}</p>
      ) : (
        <Carousel
          label={plainText(fields.main_title) || t("blocks.slider")}
          slidesPerView={defaultCarouselColumns}
          slides={slides}
        />
      )}
      {fields.cta && !extras.seeMore ? (
        <div className={styles.cta}>
          <CmsLink link={fields.cta} />
        </div>
      ) : null}
      <ListingsJsonLd json={fields.jsonLd} />
    </HeadedBlock>
  );
}
