import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import type { PreparedImage } from "~/content/prepared";
import { CmsIcon } from "~/content/Icon";
import type { Partner } from "./partners/fields.server";
import styles from "./partners.module.css";

/** A partner's or a bank employee's lines: an icon and a text each (the description, else the title). */
export function IconLines({ lines }: { lines: Partner["list_items_repeater"] }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.lines}>
      {lines.map((line, i) => (
        <li key={i} className={styles.line}>
          <CmsIcon icon={line.icon} className={styles.lineIcon} />
          <CmsText field={line.description ?? line.main_title} />
        </li>
      ))}
    </ul>
  );
}

/** A partner's or a bank employee's round picture, `size` px square. */
export function PartnerAvatar({ image, size }: { image: PreparedImage | null | undefined; size: number }) {
  if (!image) return null;
  return <CmsImage image={image} className={styles.avatar} sizes={`${size}px`} width={size} height={size} />;
}
