import { z } from "zod";
import { CmsMedia } from "~/content/CmsMedia";
import { ctaRepeaterSchema, mediaFieldSchema, optionalField, textFieldSchema } from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import styles from "../split.module.css";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});

/** `image-text` (spec 2 §2, §5): media beside text; orientation left or right (the media's side). */
export const ImageText = defineBlock(fields, function ImageText({ fields, block, index }) {
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={styles.split}>
        <CmsMedia media={fields.image} className={styles.media} />
        <div>
          <BlockHeading
            superTitle={fields.super_title}
            title={fields.main_title}
            description={fields.description}
            first={index === 0}
          />
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
    </BlockSection>
  );
});
