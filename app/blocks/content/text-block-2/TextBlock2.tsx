import { z } from "zod";
import { CmsText } from "~/content/CmsText";
import { ctaRepeaterSchema, enumWithDefault, optionalField, textFieldSchema } from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { CtaList } from "../../parts/CtaList";
import styles from "./TextBlock2.module.css";

export const textBlock2Fields = z.object({
  text_align: enumWithDefault(["left", "center", "right"], "center"),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});

/** `text-block-2` (spec 3 §3): a title, a description and calls to action, aligned as the CMS says. */
export const TextBlock2 = defineBlock(textBlock2Fields, function TextBlock2({ fields, block, index }) {
  return (
    <BlockSection block={block} className={styles.block}>
      <div className={styles.inner} style={{ textAlign: fields.text_align }} data-align={fields.text_align}>
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.description} className={styles.description} />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
});
