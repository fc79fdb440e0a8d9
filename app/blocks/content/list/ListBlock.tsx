import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import type { PreparedIcon } from "~/content/prepared";
import { HeadedBlock } from "../../parts/HeadedBlock";
import { CtaList } from "../../parts/CtaList";
import type { BlockProps } from "../../types";
import type { ListFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const DEFAULT_ICON: PreparedIcon = { name: "check" };

/** `list`: a titled list of items with an icon, a title and a description. */
export default function ListBlock({ fields, block, index }: BlockProps<ListFields>) {
  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      <ul className={styles.grid}>
        {fields.list_items_repeater.map((item, i) => (
          <li key={i} className={styles.row}>
            <CmsIcon icon={item.icon ?? DEFAULT_ICON} className={styles.icon} />
            <div>
              <CmsText field={item.main_title} as="h3" className={styles.itemTitle} />
              <CmsText field={item.description} />
            </div>
          </li>
        ))}
      </ul>
      <CtaList items={fields.cta_repeater} />
    </HeadedBlock>
  );
}
