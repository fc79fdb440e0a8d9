import { z } from "zod";
import { CmsImage } from "~/content/CmsImage";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText } from "~/content/CmsText";
import {
  ctaRepeaterSchema,
  imageFieldSchema,
  mediaFieldSchema,
  optionalField,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { CtaList } from "../../parts/CtaList";
import background from "../../parts/background-media.module.css";
import styles from "./HeroCta.module.css";

const fields = z.object({
  logo: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  under_sub_title: optionalField(textFieldSchema),
  bg_media: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});

const alignY = z.enum(["center", "bottom"]);

/** `hero-cta` (spec 2 §2): fills the screen height minus the navigation; align_y center or bottom. */
export const HeroCta = defineBlock(fields, function HeroCta({ fields, block, index }) {
  const align =
    alignY.safeParse(block.block_params.align_y).data ??
    alignY.safeParse((block.fields as Record<string, unknown>).align_y).data ??
    "center";
  return (
    <BlockSection block={block} className={styles.hero} data-align={align}>
      <CmsMedia
        media={fields.bg_media}
        className={background.media}
        priority={index === 0 ? "high" : undefined}
      />
      <div className={background.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <CmsImage image={fields.logo} className={styles.logo} eager />
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
        <CmsText field={fields.under_sub_title} as="p" className={styles.underSubTitle} />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
});
