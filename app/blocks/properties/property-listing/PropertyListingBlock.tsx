import { listingImageSizes } from "./image-sizes";
import { CmsLink } from "~/content/CmsLink";
import { useT } from "~/i18n/use-t";
import { HeadedBlock } from "../../parts/HeadedBlock";
import type { BlockProps } from "../../types";
import { LISTING_ITEMS_UP_TO_XL, listingAppendsCtaCard, showSeeAll } from "../parts/card-rules";
import { ListingItemCard } from "../parts/ListingItemCard";
import { ListingsJsonLd } from "../parts/ListingsJsonLd";
import { useSearchHref } from "../parts/use-search-href";
import { PropertyCard } from "../parts/PropertyCard";
import { PropertyCtaCard } from "../parts/PropertyCtaCard";
import type { PropertyListingFields } from "./fields.server";
import styles from "./PropertyListingBlock.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `property-listing` (spec 3 §9): 2 listings at xl and below, all above; a see-all CTA when the total
 * is above 1 (unless disabled); a CTA card appended to exactly 3 listings.
 */
export default function PropertyListingBlock({ fields, block, index }: BlockProps<PropertyListingFields>) {
  const { t, locale } = useT("properties");
  const searchHref = useSearchHref(locale);
  const fromCore = fields.listings.length > 0;
  const count = fromCore ? fields.listings.length : fields.properties_repeater.length;
  const total = fromCore ? fields.total : count;
  const ctaCard = listingAppendsCtaCard(count) && fields.cta_item ? fields.cta_item : null;
  const imageSizes = listingImageSizes(count + (ctaCard ? 1 : 0));
  const itemClass = (i: number) =>
    i >= LISTING_ITEMS_UP_TO_XL ? `${styles.item} ${styles.beyondXl}` : styles.item;
  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      {count === 0 ? (
        <p>{t("blocks.empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {fromCore
            ? fields.listings.map((listing, i) => (
                <li key={listing.uls} className={itemClass(i)}>
                  <PropertyCard listing={listing} imageSizes={imageSizes} />
                </li>
              ))
            : fields.properties_repeater.map((item, i) => (
                <li key={i} className={itemClass(i)}>
                  <ListingItemCard item={item} imageSizes={imageSizes} />
                </li>
              ))}
          {ctaCard ? (
            <li className={styles.item}>
              <PropertyCtaCard item={ctaCard} />
            </li>
          ) : null}
        </ul>
      )}
      {showSeeAll(total, fields.ctaEnabled) ? (
        <div className={styles.seeAll}>
          <CmsLink
            link={
              fields.cta ?? {
                kind: "internal",
                href: searchHref,
                label: t("blocks.see_all", { count: total }),
              }
            }
          />
        </div>
      ) : null}
      <ListingsJsonLd json={fields.jsonLd} />
    </HeadedBlock>
  );
}
