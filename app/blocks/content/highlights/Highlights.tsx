import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import type { PreparedIcon } from "~/content/prepared";
import { SplitBlock } from "../../parts/SplitBlock";
import type { BlockProps } from "../../types";
import type { HighlightsFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const DEFAULT_ICON: PreparedIcon = { name: "star" };
const GRID_STYLE = { marginTop: "1.5rem" };

/** `highlights` (spec 2 §2, §5): media beside highlighted points; orientation left or right. */
export default function Highlights({ fields, block, index }: BlockProps<HighlightsFields>) {
  return (
    <SplitBlock block={block} fields={fields} index={index}>
      <ul className={styles.grid} style={GRID_STYLE}>
        {fields.list_items_repeater.map((item, i) => (
          <li key={i} className={styles.card}>
            <CmsIcon icon={item.icon ?? DEFAULT_ICON} className={styles.icon} />
            <CmsText field={item.main_title} as="h3" className={styles.itemTitle} />
            <CmsText field={item.description} />
          </li>
        ))}
      </ul>
    </SplitBlock>
  );
}
