import { IMAGE_SIZES } from "~/content/image-sizes";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { Photo } from "~/ui/Photo";
import { defaultOfficeImage, type PreparedOffice } from "./office";
import { OfficeDetails } from "./OfficeDetails";
import styles from "./offices.module.css";

/** The card's picture box, whether the office's photo or the default image. */
const CARD_IMAGE_BOX = { width: 640, height: 400, className: styles.cardImage };

/** An office card: its photo (or the brand version's default image), name, lines and call to action. */
export function OfficeCard({ office, brandVersion }: { office: PreparedOffice; brandVersion: 1 | 2 }) {
  return (
    <article className={styles.card}>
      {office.image ? (
        <CmsImage image={office.image} sizes={IMAGE_SIZES.gridCard} {...CARD_IMAGE_BOX} />
      ) : (
        <Photo src={defaultOfficeImage(brandVersion)} lazy {...CARD_IMAGE_BOX} />
      )}
      <div className={styles.cardBody}>
        <CmsText field={office.name} as="h3" className={styles.name} />
        <OfficeDetails details={office.details} />
        {office.cta ? <CmsLink link={office.cta} /> : null}
      </div>
    </article>
  );
}
