import { CmsMedia } from "~/content/CmsMedia";
import { IMAGE_SIZES } from "~/content/image-sizes";
import { SplitBlock } from "../../parts/SplitBlock";
import type { BlockProps } from "../../types";
import type { TextImageDoubleFields } from "./fields.server";
import styles from "../split.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `text-image-double` (spec 3 §3): text beside two media; orientation_x left (default) or right. */
export default function TextImageDouble({ fields, block, index }: BlockProps<TextImageDoubleFields>) {
  const media = (
    <div className={styles.pair}>
      {fields.media_repeater.slice(0, 2).map((item, i) => (
        <CmsMedia key={i} media={item.media} className={styles.media} sizes={IMAGE_SIZES.splitPair} />
      ))}
    </div>
  );
  return <SplitBlock block={block} fields={fields} index={index} media={media} />;
}
