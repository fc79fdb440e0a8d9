import { z } from "zod";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import { listItemSchema } from "../list/ListBlock";
import split from "../split.module.css";
import styles from "../items.module.css";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(mediaFieldSchema),
  list_items_repeater: repeater(listItemSchema),
  cta_repeater: ctaRepeaterSchema,
});

/** `highlights` (spec 2 §2, §5): media beside highlighted points; orientation left or right. */
export const Highlights = defineBlock(fields, function Highlights({ fields, block, index }) {
  return (
    <BlockSection
      block={block}
      className={split.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={split.split}>
        <CmsMedia media={fields.image} className={split.media} />
        <div>
          <BlockHeading
            superTitle={fields.super_title}
            title={fields.main_title}
            description={fields.description}
            first={index === 0}
          />
          <ul className={styles.grid} style={{ marginTop: "1.5rem" }}>
            {fields.list_items_repeater.map((item, i) => (
              <li key={i} className={styles.card}>
                <CmsIcon icon={item.icon ?? { type: "icon", name: "star" }} className={styles.icon} />
                <CmsText field={item.main_title} as="h3" className={styles.itemTitle} />
                <CmsText field={item.description} />
              </li>
            ))}
          </ul>
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
    </BlockSection>
  );
});
