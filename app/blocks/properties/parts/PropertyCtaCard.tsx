import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import type { PropertyCtaItem } from "./cta-item-schema.server";
import styles from "./PropertyCtaCard.module.css";

/** The call-to-action card the listing and slider blocks append (spec 3 §3 property CTA item). */
export function PropertyCtaCard({ item }: { item: PropertyCtaItem }) {
  return (
    <div className={styles.card} data-centered={item.centered_image || undefined}>
      {item.image ? (
        <CmsImage image={item.image} className={styles.image} sizes="224px" width={320} height={200} />
      ) : null}
      <CmsText field={item.main_title} as="h3" className={styles.title} />
      <CmsText field={item.description} className={styles.description} />
      {item.cta ? <CmsLink link={item.cta} /> : null}
    </div>
  );
}
