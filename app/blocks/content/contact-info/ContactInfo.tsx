import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import type { ContactInfoFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const linkListStyle = { gap: "0.5rem", gridTemplateColumns: "1fr" };

/** `contact-info` (spec 3 §3): how to reach the agency, item by item. */
export default function ContactInfo({ fields, block, index }: BlockProps<ContactInfoFields>) {
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <ul className={styles.grid}>
          {fields.items_repeater.map((item, i) => (
            <li key={i} className={styles.card}>
              <CmsText field={item.main_title} as="h3" className={styles.itemTitle} />
              <CmsText field={item.description} />
              {item.icon_links_repeater.length > 0 ? (
                <ul className={styles.grid} style={linkListStyle}>
                  {item.icon_links_repeater.map((entry, j) => (
                    <li key={j} className={styles.row}>
                      <CmsIcon icon={entry.icon} className={styles.icon} />
                      <CmsLink link={entry.link} styled={false} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
