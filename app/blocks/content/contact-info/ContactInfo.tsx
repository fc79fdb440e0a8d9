import { z } from "zod";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import {
  iconFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import styles from "../items.module.css";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  items_repeater: repeater(
    z.object({
      main_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      icon_links_repeater: repeater(
        z.object({ icon: optionalField(iconFieldSchema), link: linkFieldSchema }),
      ),
    }),
  ),
});

/** `contact-info` (spec 3 §3): how to reach the agency, item by item. */
export const ContactInfo = defineBlock(fields, function ContactInfo({ fields, block, index }) {
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
                <ul className={styles.grid} style={{ gap: "0.5rem", gridTemplateColumns: "1fr" }}>
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
});
