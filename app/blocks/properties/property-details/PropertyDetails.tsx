import type { MouseEvent } from "react";
import { formatArticleDate } from "~/blocks/blog/article";
import { useT } from "~/i18n/use-t";
import { listingPriceText } from "../parts/listing-price";
import { formatNumber } from "~/lib/number-format";
import { badgeTone } from "~/search/badges";
import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../../types";
import { visibleBathrooms } from "../parts/listing";
import { propertyTypeName } from "../parts/property-type";
import { useSearchHref } from "../parts/use-search-href";
import { BrokerCard } from "./BrokerCard";
import { Gallery } from "./Gallery";
import { ShareActions } from "./ShareActions";
import type { PropertyDetailsFields } from "./fields.server";
import styles from "./PropertyDetails.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Back to the search the visitor came from (its filters and scroll intact), else to a new one. */
function backToSearch(event: MouseEvent<HTMLAnchorElement>) {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  const target = new URL(event.currentTarget.href);
  if (referrer?.origin === window.location.origin && referrer.pathname === target.pathname) {
    event.preventDefault();
    window.history.back();
  }
}

/** `property-details`: one listing's page (photos, price, specs, description, broker, JSON-LD). */
export default function PropertyDetails({ block, fields }: BlockProps<PropertyDetailsFields>) {
  const { t, locale } = useT("properties");
  const { listing } = fields;
  const searchHref = useSearchHref(locale);
  const images = listing.carousel_images.length
    ? listing.carousel_images
    : listing.property_image
      ? [listing.property_image]
      : [];
  const price =
    listingPriceText(listing.price, listing.forSaleForRent, locale, t) ?? t("card.price_on_request");
  const bath = visibleBathrooms(listing.specs.bath);
  const typeName = propertyTypeName(listing.type, t);
  return (
    <BlockSection block={block} className={styles.block} aria-labelledby="listing-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: fields.jsonLd }} />
      <div className={styles.inner}>
        <p className={styles.back}>
          <a href={searchHref} onClick={backToSearch}>
            {t("details.back_to_search")}
          </a>
        </p>
        <div className={styles.layout}>
          <div className={styles.main}>
            <Gallery images={images} address={listing.address} />
            <header className={styles.heading}>
              {listing.badge ? (
                <span className={styles.badge} data-tone={badgeTone(listing.badge)}>
                  {t(`badges.${listing.badge}`)}
                </span>
              ) : null}
              <h1 id="listing-title" className={styles.title}>
                {listing.address}
              </h1>
              {listing.city && !listing.address.includes(listing.city) ? (
                <p className={styles.city}>{listing.city}</p>
              ) : null}
              <p className={styles.price}>{price}</p>
              <p className={styles.reference}>{t("details.reference", { id: listing.uls })}</p>
            </header>
            <h2 className={styles.sectionTitle}>{t("card.specs")}</h2>
            <dl className={styles.specs}>
              {typeName ? (
                <div>
                  <dt>{t("details.type")}</dt>
                  <dd>{typeName}</dd>
                </div>
              ) : null}
              {listing.specs.bed !== null ? (
                <div>
                  <dt>{t("details.bedrooms")}</dt>
                  <dd>{formatNumber(listing.specs.bed, locale)}</dd>
                </div>
              ) : null}
              {bath !== null ? (
                <div>
                  <dt>{t("details.bathrooms")}</dt>
                  <dd>{formatNumber(bath, locale)}</dd>
                </div>
              ) : null}
              {listing.specs.area !== null ? (
                <div>
                  <dt>{t("details.area")}</dt>
                  <dd>{t("card.area", { value: formatNumber(listing.specs.area, locale) })}</dd>
                </div>
              ) : null}
            </dl>
            {listing.description ? (
              <>
                <h2 className={styles.sectionTitle}>{t("details.description")}</h2>
                <p className={styles.description}>{listing.description}</p>
              </>
            ) : null}
            {listing.open_houses.length ? (
              <>
                <h2 className={styles.sectionTitle}>{t("details.open_houses")}</h2>
                <ul className={styles.openHouses}>
                  {listing.open_houses.map((date) => (
                    <li key={date}>
                      <time dateTime={date}>{formatArticleDate(date, locale)}</time>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <ShareActions title={listing.address} />
          </div>
          {listing.broker ? <BrokerCard broker={listing.broker} /> : null}
        </div>
      </div>
    </BlockSection>
  );
}
