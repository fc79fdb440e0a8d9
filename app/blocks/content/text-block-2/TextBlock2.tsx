import { CmsText } from "~/content/CmsText";
import { BlockSection } from "~/theme/BlockSection";
import { CtaList } from "../../parts/CtaList";
import type { BlockProps } from "../../types";
import type { TextBlock2Fields } from "./fields.server";
import styles from "./TextBlock2.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `text-block-2` (spec 3 §3): a title, a description and calls to action, aligned as the CMS says. */
export default function TextBlock2({ fields, block, index }: BlockProps<TextBlock2Fields>) {
  return (
    <BlockSection block={block} className={styles.block}>
      <div className={styles.inner} style={{ textAlign: fields.text_align }} data-align={fields.text_align}>
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.description} className={styles.description} />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
}
