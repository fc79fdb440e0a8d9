import { IMAGE_SIZES } from "~/content/image-url";
import { CmsMedia } from "~/content/CmsMedia";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { ImageTextFields } from "./fields.server";
import styles from "../split.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `image-text` (spec 2 §2, §5): media beside text; orientation left or right (the media's side). */
export default function ImageText({ fields, block, index }: BlockProps<ImageTextFields>) {
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={styles.split}>
        <CmsMedia media={fields.image} className={styles.media} sizes={IMAGE_SIZES.split} />
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
}
