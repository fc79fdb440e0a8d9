import { z } from "zod";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { iconFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { Accordion } from "~/ui/Accordion";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { orientationOf } from "../../parts/orientation";
import styles from "../items.module.css";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  items_repeater: repeater(
    z.object({
      icon: optionalField(iconFieldSchema),
      main_title: textFieldSchema,
      description: optionalField(textFieldSchema),
    }),
  ),
});

/** `qa-accordion` (spec 3 §3): questions and answers. */
export const QaAccordion = defineBlock(fields, function QaAccordion({ fields, block, index }) {
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={`${styles.container} ${styles.split}`}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <Accordion
          items={fields.items_repeater.map((item, i) => ({
            id: String(i),
            icon: item.icon ? <CmsIcon icon={item.icon} /> : undefined,
            title: <CmsText field={item.main_title} />,
            content: <CmsText field={item.description} />,
          }))}
        />
      </div>
    </BlockSection>
  );
});
