import { heroImageSizes } from "~/content/image-sizes";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import type { PreparedIcon } from "~/content/prepared";
import { BlockSection } from "~/theme/BlockSection";
import { CtaList } from "../../parts/CtaList";
import { IconLinkList } from "../../parts/IconLinkList";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import type { HeroInfosFields } from "./fields.server";
import styles from "./HeroInfos.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const DEFAULT_LIST_ICON: PreparedIcon = { name: "check" };

/**
 * `hero-infos` (spec 2 §2). Its entrance animation runs on every instance but the first: the CSS
 * animates a hero-infos that comes after another one in the document, however the blocks are
 * wrapped, so it needs no JavaScript.
 */
export default function HeroInfos({ fields, block, index }: BlockProps<HeroInfosFields>) {
  const orientation = orientationOf(block, ["left", "right"] as const, "left");
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={orientation}>
      <div className={styles.inner}>
        <CmsImage
          image={fields.image}
          className={styles.image}
          priority={index === 0 ? "high" : undefined}
          sizes={heroImageSizes("hero-infos")}
        />
        <div className={styles.text}>
          <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
          {fields.list_items_repeater.length > 0 ? (
            <ul className={styles.list}>
              {fields.list_items_repeater.map((item, i) => (
                <li key={i}>
                  <CmsIcon icon={item.icon ?? DEFAULT_LIST_ICON} className={styles.listIcon} />
                  <CmsText field={item.description} />
                </li>
              ))}
            </ul>
          ) : null}
          <IconLinkList
            items={fields.icon_links_repeater}
            classes={{ list: styles.iconLinks, link: styles.iconLink }}
          />
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
    </BlockSection>
  );
}
