import { memo } from "react";
import { formatNumber } from "~/lib/number-format";
import { useT } from "~/i18n/use-t";
import { listingPriceText } from "./listing-price";
import { badgeTone } from "~/search/badges";
import { listingImage, visibleBathrooms, type PropertyListing } from "./listing";
import { propertyTypeName } from "./property-type";
import styles from "./PropertyCard.module.css";
import { IMAGE_SIZES } from "~/content/image-sizes";
import { Photo } from "~/ui/Photo";

type Props = {
  listing: PropertyListing;
  /** Set while the listing's map marker is hovered (map ↔ card). */
  highlighted?: boolean;
  /** Called with the listing's uls when the card is hovered or focused, null when left. */
  onHover?: (uls: string | null) => void;
  /** Heading level of the address in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The `sizes` of the picture for its layout. */
  imageSizes?: string;
  /** Load the picture at once (a card in the first view). */
  eagerImage?: boolean;
};

/**
 * A listing card (spec 1 §3): picture, badge, price, type, address and specs, the whole card a link.
 * Memoized: the search page re-renders its list when a card is hovered and once after hydration (in
 * one uninterruptible pass), and only the card whose highlight changed needs to.
 */
export const PropertyCard = memo(function PropertyCard({
  listing,
  highlighted = false,
  onHover,
  headingLevel = 3,
  imageSizes = IMAGE_SIZES.propertySlide,
  eagerImage = false,
}: Props) {
  const { t, locale } = useT("properties");
  const Heading = `h${headingLevel}` as const;
  const image = listingImage(listing);
  const bath = visibleBathrooms(listing.specs.bath);
  const typeName = propertyTypeName(listing.type, t);
  const price =
    listingPriceText(listing.price, listing.forSaleForRent, locale, t) ?? t("card.price_on_request");
  const hover = onHover
    ? {
        onMouseEnter: () => onHover(listing.uls),
        onMouseLeave: () => onHover(null),
        onFocus: () => onHover(listing.uls),
        onBlur: () => onHover(null),
      }
    : {};
  return (
    <article
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      data-uls={listing.uls}
      data-highlighted={highlighted || undefined}
      {...hover}
    >
      <div className={styles.media}>
        <Photo
          src={image}
          lazy={!eagerImage}
          width={640}
          height={427}
          sizes={imageSizes}
          className={styles.image}
          // The first view's card is the LCP element; the head preloads it at the same priority.
          // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as is.
          {...(eagerImage ? { decoding: "sync", fetchpriority: "high" } : {})}
        />
        {listing.badge ? (
          <span className={styles.badge} data-tone={badgeTone(listing.badge)}>
            {t(`badges.${listing.badge}`)}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{price}</p>
        <Heading className={styles.address}>
          {listing.url ? (
            <a href={listing.url} className={styles.link}>
              {listing.address}
            </a>
          ) : (
            listing.address
          )}
        </Heading>
        {typeName ? <p className={styles.type}>{typeName}</p> : null}
        <ul className={styles.specs} aria-label={t("card.specs")}>
          {listing.specs.bed !== null && listing.specs.bed > 0 ? (
            <li>{t("card.bedrooms", { count: listing.specs.bed })}</li>
          ) : null}
          {bath !== null ? (
            <li>{t("card.bathrooms", { count: bath, value: formatNumber(bath, locale, 1) })}</li>
          ) : null}
          {listing.specs.area !== null && listing.specs.area > 0 ? (
            <li>{t("card.area", { value: formatNumber(listing.specs.area, locale, 1) })}</li>
          ) : null}
        </ul>
      </div>
    </article>
  );
});
