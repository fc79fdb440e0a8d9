import { useT } from "~/i18n/use-t";
import { listingPriceText } from "~/blocks/properties/parts/listing-price";
import { useTooltip } from "../use-tooltip";
import styles from "./MapPopupContent.module.css";
import { Photo } from "~/ui/Photo";

/**
 * A marker's popup (spec 3 §4): an empty loading placeholder until its payload exists, fetched once
 * per listing (cached by uls); a failed fetch leaves it empty, with no message (spec 3 §8).
 */
export function MapPopupContent({ uls }: { uls: string }) {
  const { t, locale } = useT("search");
  const data = useTooltip(uls, locale);
  if (!data) {
    return (
      <div className={styles.popup} aria-busy={data === undefined}>
        <div className={styles.popupPlaceholder} aria-label={t("map.popup-loading")} role="img" />
      </div>
    );
  }
  const price = listingPriceText(data.price, data.forSaleForRent, locale, t);
  return (
    <div className={styles.popup}>
      <Photo
        src={data.image}
        maxWidth={480}
        sizes="240px"
        width={240}
        height={160}
        className={styles.popupImage}
        decoding="async"
      />
      {price !== null ? <p className={styles.popupPrice}>{price}</p> : null}
      <p className={styles.popupAddress}>{data.address}</p>
      {data.url ? (
        <a href={data.url} className={styles.popupLink}>
          {t("map.see-property")}
        </a>
      ) : null}
    </div>
  );
}
