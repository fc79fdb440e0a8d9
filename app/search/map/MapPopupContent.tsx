import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { listingPriceText } from "~/blocks/properties/parts/listing-price";
import { loadTooltip, type PropertyTooltip } from "../tooltip";
import styles from "./MapPopupContent.module.css";
import { imageSrcSet } from "~/content/image-url";

/**
 * A marker's popup (spec 3 §4): an empty loading placeholder until its payload exists, fetched once
 * per listing (cached by uls); a failed fetch leaves it empty, with no message (spec 3 §8).
 */
export function MapPopupContent({ uls }: { uls: string }) {
  const { t, locale } = useT("search");
  const [tooltip, setTooltip] = useState<{ uls: string; data: PropertyTooltip | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadTooltip(uls, locale).then((data) => {
      if (live) setTooltip({ uls, data });
    });
    return () => {
      live = false;
    };
  }, [uls, locale]);

  const data = tooltip?.uls === uls ? tooltip.data : null;
  if (!data) {
    return (
      <div className={styles.popup} aria-busy={tooltip?.uls !== uls}>
        <div className={styles.popupPlaceholder} aria-label={t("map.popup-loading")} role="img" />
      </div>
    );
  }
  const price = listingPriceText(data.price, data.forSaleForRent, locale, t);
  return (
    <div className={styles.popup}>
      {data.image ? (
        <img
          src={data.image}
          srcSet={imageSrcSet(data.image, 480)}
          sizes="240px"
          alt=""
          width={240}
          height={160}
          className={styles.popupImage}
          decoding="async"
        />
      ) : null}
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
