import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { BlockSection } from "~/theme/BlockSection";
import { CtaList } from "../../parts/CtaList";
import { BackgroundMedia } from "../../parts/BackgroundMedia";
import type { BlockProps } from "../../types";
import type { HeroCtaFields } from "./fields.server";
import styles from "./HeroCta.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

type Align = NonNullable<HeroCtaFields["align_y"]>;

function isAlign(value: unknown): value is Align {
  return value === "center" || value === "bottom";
}

/** `hero-cta` (spec 2 §2): fills the screen height minus the navigation; align_y center or bottom. */
export default function HeroCta({ fields, block, index }: BlockProps<HeroCtaFields>) {
  const fromParams = block.block_params.align_y;
  const align: Align = isAlign(fromParams) ? fromParams : (fields.align_y ?? "center");
  return (
    <BlockSection block={block} className={styles.hero} data-align={align}>
      <BackgroundMedia media={fields.bg_media} first={index === 0} />
      <div className={styles.content}>
        <CmsImage image={fields.logo} className={styles.logo} eager />
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
        <CmsText field={fields.under_sub_title} as="p" className={styles.underSubTitle} />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
}
