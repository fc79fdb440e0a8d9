import { IMAGE_SIZES } from "~/content/image-url";
import { CmsMedia } from "~/content/CmsMedia";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { TextImageDoubleFields } from "./fields.server";
import styles from "../split.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `text-image-double` (spec 3 §3): text beside two media; orientation_x left (default) or right. */
export default function TextImageDouble({ fields, block, index }: BlockProps<TextImageDoubleFields>) {
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={styles.split}>
        <div className={styles.pair}>
          {fields.media_repeater.slice(0, 2).map((item, i) => (
            <CmsMedia key={i} media={item.media} className={styles.media} sizes={IMAGE_SIZES.splitPair} />
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
}
