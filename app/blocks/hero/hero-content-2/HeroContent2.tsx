import { z } from "zod";
import { CmsMedia } from "~/content/CmsMedia";
import { ctaRepeaterSchema, mediaFieldSchema, optionalField, textFieldSchema } from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import background from "../../parts/background-media.module.css";
import { orientationOf } from "../../parts/orientation";
import styles from "./HeroContent2.module.css";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  bg_media: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});

/** `hero-content-2` (spec 2 §2): text over background media; orientation left, right or center. */
export const HeroContent2 = defineBlock(fields, function HeroContent2({ fields, block, index }) {
  const orientation = orientationOf(block, ["left", "right", "center"] as const, "left");
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={orientation}>
      <CmsMedia
        media={fields.bg_media}
        className={background.media}
        priority={index === 0 ? "high" : undefined}
      />
      <div className={`${background.scrim} ${styles.scrim}`} aria-hidden="true" />
      <div className={styles.content}>
        <BlockHeading
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          first={index === 0}
        />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
});
