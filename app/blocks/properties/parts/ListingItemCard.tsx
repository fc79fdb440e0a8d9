import { IMAGE_SIZES } from "~/content/image-sizes";
import { CmsIcon } from "~/content/Icon";
import { CmsImage } from "~/content/CmsImage";
import { CmsText, plainText } from "~/content/CmsText";
import type { PropertyListingItem } from "./listing-item-schema.server";
import styles from "./PropertyCard.module.css";

/** A listing written in the CMS (property listing item), drawn like a listing card. */
export function ListingItemCard({ item, imageSizes }: { item: PropertyListingItem; imageSizes?: string }) {
  const image = item.media && item.media.type === "image" ? item.media : (item.media?.poster ?? null);
  const title = plainText(item.main_title);
  return (
    <article className={styles.card} data-hover-id={item.hover_id ?? undefined}>
      <div className={styles.media}>
        {image ? (
          <CmsImage
            image={image}
            alt=""
            className={styles.image}
            sizes={imageSizes ?? IMAGE_SIZES.gridCard}
            width={640}
            height={427}
          />
        ) : null}
        {item.tags_repeater.length > 0 ? (
          <ul className={styles.tags}>
            {item.tags_repeater.map((tag, i) => (
              <li key={i} className={styles.badge}>
                {plainText(tag.main_title)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <CmsText field={item.super_title} as="p" className={styles.type} />
        <h3 className={styles.address}>
          {item.link?.href ? (
            <a href={item.link.href} className={styles.link}>
              {title || item.link.label}
            </a>
          ) : (
            title
          )}
        </h3>
        <CmsText field={item.sub_title} as="p" className={styles.price} />
        <CmsText field={item.secondary_title} as="p" className={styles.type} />
        {item.list_items_repeater.length > 0 ? (
          <ul className={styles.specs}>
            {item.list_items_repeater.map((entry, i) => (
              <li key={i} className={styles.spec}>
                <CmsIcon icon={entry.icon} />
                {plainText(entry.main_title)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
