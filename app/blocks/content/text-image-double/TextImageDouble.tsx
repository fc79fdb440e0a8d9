import { z } from "zod";
import { CmsMedia } from "~/content/CmsMedia";
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
import styles from "../split.module.css";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
  cta_repeater: ctaRepeaterSchema,
});

/** `text-image-double` (spec 3 §3): text beside two media; orientation_x left (default) or right. */
export const TextImageDouble = defineBlock(fields, function TextImageDouble({ fields, block, index }) {
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={styles.split}>
        <div className={styles.pair}>
          {fields.media_repeater.slice(0, 2).map((item, i) => (
            <CmsMedia key={i} media={item.media} className={styles.media} />
          ))}
        </div>
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
