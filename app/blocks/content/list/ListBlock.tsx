import { z } from "zod";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import styles from "../items.module.css";

export const listItemSchema = z.object({
  icon: optionalField(iconFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  list_items_repeater: repeater(listItemSchema),
  cta_repeater: ctaRepeaterSchema,
});

/** `list`: a titled list of items with an icon, a title and a description. */
export const ListBlock = defineBlock(fields, function ListBlock({ fields, block, index }) {
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          first={index === 0}
        />
        <ul className={styles.grid}>
          {fields.list_items_repeater.map((item, i) => (
            <li key={i} className={styles.row}>
              <CmsIcon icon={item.icon ?? { type: "icon", name: "check" }} className={styles.icon} />
              <div>
                <CmsText field={item.main_title} as="h3" className={styles.itemTitle} />
                <CmsText field={item.description} />
              </div>
            </li>
          ))}
        </ul>
        <CtaList items={fields.cta_repeater} />
      </div>
    </BlockSection>
  );
});
