import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { listingPriceText } from "~/blocks/properties/parts/listing-price";
import { useTooltip } from "~/search/use-tooltip";
import type { MapItem, MapPopupItem } from "./map-items";
import styles from "./FullwidthMap.module.css";

function PopupItem({ item }: { item: MapPopupItem }) {
  return (
    <div className={styles.popupItem}>
      {item.image ? (
        <CmsImage image={item.image} className={styles.popupImage} sizes="240px" width={240} height={160} />
      ) : null}
      <CmsText field={item.main_title} as="strong" className={styles.popupTitle} />
      <CmsText field={item.sub_title} as="p" className={styles.popupLine} />
      <CmsText field={item.secondary_title} as="p" className={styles.popupLine} />
      {item.list_items.length > 0 ? (
        <ul className={styles.popupList}>
          {item.list_items.map((entry, i) => (
            <li key={i}>
              <CmsIcon icon={entry.icon} />
              <CmsText field={entry.main_title} as="span" />
            </li>
          ))}
        </ul>
      ) : null}
      {item.link ? <CmsLink link={item.link} /> : null}
    </div>
  );
}

type Summary = {
  address: string;
  price: number | null;
  url: string | null;
  image: string | null;
  forSaleForRent?: "buy" | "rent" | null;
};

function SummaryItem({ summary }: { summary: Summary }) {
  const { t, locale } = useT("properties");
  const price = listingPriceText(summary.price, summary.forSaleForRent, locale, t);
  return (
    <div className={styles.popupItem}>
      {summary.image ? (
        <img
          src={summary.image}
          alt=""
          className={styles.popupImage}
          width={240}
          height={160}
          loading="lazy"
        />
      ) : null}
      {price !== null ? <strong className={styles.popupTitle}>{price}</strong> : null}
      <p className={styles.popupLine}>{summary.address}</p>
      {summary.url ? (
        <a href={summary.url} className={styles.popupLink}>
          {t("map.see_property")}
        </a>
      ) : null}
    </div>
  );
}

/**
 * A marker's popup (spec 3 §4): its CMS items, its listing, or else the tooltip data of its numeric
 * property id, fetched on first opening (cached by id) behind an empty placeholder.
 */
export function MapPopup({ item, open }: { item: MapItem; open: boolean }) {
  const { locale } = useT("properties");
  const needsFetch = item.popup.length === 0 && item.listing === null && item.hoverId !== null;
  // Fetched on first opening; kept once there.
  const fetched = useTooltip(open && needsFetch ? item.hoverId : null, locale);

  if (item.popup.length > 0)
    return (
      <div className={styles.popup}>
        {item.popup.map((popupItem, i) => (
          <PopupItem key={i} item={popupItem} />
        ))}
      </div>
    );
  if (item.listing)
    return (
      <div className={styles.popup}>
        <SummaryItem
          summary={{
            address: item.listing.address,
            price: item.listing.price,
            url: item.listing.url,
            image: item.listing.property_image ?? item.listing.carousel_images[0] ?? null,
            forSaleForRent: item.listing.forSaleForRent,
          }}
        />
      </div>
    );
  if (!fetched) return <div className={`${styles.popup} ${styles.popupLoading}`} aria-busy="true" />;
  return (
    <div className={styles.popup}>
      <SummaryItem summary={fetched} />
    </div>
  );
}
