import { heroImageSizes } from "~/content/image-sizes";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { BlockSection } from "~/theme/BlockSection";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { HeroContent1Fields } from "./fields.server";
import styles from "./HeroContent1.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `hero-content-1` (spec 2 §2): image, title, description and calls to action; orientation left or right. */
export default function HeroContent1({ fields, block, index }: BlockProps<HeroContent1Fields>) {
  const side = orientationOf(block, ["left", "right"] as const, "left");
  const first = index === 0;
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={side}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <CmsText field={fields.main_title} as={first ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.description} className={styles.description} />
          <CtaList items={fields.cta_repeater} className={styles.ctas} />
        </div>
        <div className={styles.media}>
          <CmsImage
            image={fields.image}
            className={styles.image}
            priority={first ? "high" : undefined}
            sizes={heroImageSizes("hero-content-1")}
            width={1600}
            height={900}
          />
        </div>
      </div>
    </BlockSection>
  );
}
