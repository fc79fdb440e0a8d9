import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText, plainText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import type { MultiRedirectFields } from "./fields.server";
import { tileImageSizes, tileSpans, twoDigits } from "./tile-layout";
import styles from "./MultiRedirect.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const variants = ["horizontal", "numbered", "icon", "vertical"] as const;

/**
 * Under the header, the first tiles are the first view (their first photo the LCP element on a
 * phone): fetched with the HTML, not once the layout finds them, and the first ahead of the scripts.
 */
function firstViewImage(blockIndex: number, tileIndex: number) {
  if (blockIndex !== 0 || tileIndex >= FIRST_VIEW_TILES) return {};
  return tileIndex === 0 ? { priority: "high" as const } : { eager: true };
}
const FIRST_VIEW_TILES = 3;

/** `multi-redirect` (spec 2 §2): tiles leading elsewhere, in four variants. */
export default function MultiRedirect({ fields, block, index }: BlockProps<MultiRedirectFields>) {
  const variant = variants.find((name) => name === block.block_params.variant) ?? "horizontal";
  const spans = tileSpans(fields.items_repeater.length);
  return (
    <BlockSection block={block} className={styles.section} data-variant={variant}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <ul className={styles.grid}>
          {fields.items_repeater.map((item, i) => {
            const numbered = variant === "numbered" || item.show_number;
            return (
              <li key={i} className={styles.tile} data-span={spans[i]}>
                {numbered ? <span className={styles.number}>{twoDigits(item.index ?? i + 1)}</span> : null}
                {variant === "icon" && item.icon ? (
                  <CmsIcon icon={item.icon} className={styles.icon} />
                ) : null}
                {variant !== "icon" && item.image ? (
                  <div
                    className={styles.media}
                    style={item.imageBackground ? { background: item.imageBackground } : undefined}
                  >
                    <CmsImage
                      image={item.image}
                      className={styles.image}
                      sizes={tileImageSizes(variant, spans[i])}
                      {...firstViewImage(index, i)}
                    />
                  </div>
                ) : null}
                <div className={styles.text}>
                  <CmsText field={item.main_title} as="h3" className={styles.title} />
                  <CmsText field={item.description} />
                  {item.target ? (
                    <CmsLink
                      link={item.target}
                      className={styles.link}
                      about={plainText(item.main_title) || undefined}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </BlockSection>
  );
}
