import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { BlockSection } from "~/theme/BlockSection";
import { Accordion } from "~/ui/Accordion";
import { BlockHeading } from "../../parts/BlockHeading";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { QaAccordionFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `qa-accordion` (spec 3 §3): questions and answers. */
export default function QaAccordion({ fields, block, index }: BlockProps<QaAccordionFields>) {
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
}
