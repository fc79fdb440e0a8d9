import { BlockSection } from "~/theme/BlockSection";
import { FieldsHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { BackgroundMedia } from "../../parts/BackgroundMedia";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { HeroContent2Fields } from "./fields.server";
import styles from "./HeroContent2.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `hero-content-2` (spec 2 §2): text over background media; orientation left, right or center. */
export default function HeroContent2({ fields, block, index }: BlockProps<HeroContent2Fields>) {
  const orientation = orientationOf(block, ["left", "right", "center"] as const, "left");
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={orientation}>
      <BackgroundMedia media={fields.bg_media} first={index === 0} scrimClassName={styles.scrim} />
      <div className={styles.content}>
        <FieldsHeading fields={fields} first={index === 0} />
        <CtaList items={fields.cta_repeater} className={styles.ctas} />
      </div>
    </BlockSection>
  );
}
