import { CmsIcon } from "~/content/Icon";
import { CmsText } from "~/content/CmsText";
import type { OfficeDetail } from "./office";
import styles from "./offices.module.css";

/** An office's lines (address, phone, email or the CMS list items), phone and email as links. */
export function OfficeDetails({ details }: { details: OfficeDetail[] }) {
  if (details.length === 0) return null;
  return (
    <ul className={styles.details}>
      {details.map((line, index) => (
        <li key={index} className={styles.detail}>
          {line.icon ? <CmsIcon icon={line.icon} className={styles.detailIcon} /> : null}
          {line.href ? (
            <a href={line.href}>
              <CmsText field={line.text} />
            </a>
          ) : (
            <CmsText field={line.text} />
          )}
        </li>
      ))}
    </ul>
  );
}
