import { heroImageSizes } from "~/content/image-url";
import { CmsMedia } from "~/content/CmsMedia";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import background from "../../parts/background-media.module.css";
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
      <CmsMedia
        media={fields.bg_media}
        className={background.media}
        sizes={heroImageSizes("hero-content-2")}
        background
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
}
