import { statisticImageSizes } from "./image-sizes";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import type { Statistic, StatisticsFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Spec 3 §2: items with an image are separated from items without. */
export function splitStatistics(items: Statistic[]) {
  return { withImage: items.filter((item) => item.image), withoutImage: items.filter((item) => !item.image) };
}

function StatisticItem({ item, imageSizes }: { item: Statistic; imageSizes?: string }) {
  return (
    <li className={item.image ? `${styles.card} ${styles.mediaCard}` : styles.card}>
      {item.image ? <CmsImage image={item.image} className={styles.itemImage} sizes={imageSizes} /> : null}
      <div className={styles.cardText}>
        <CmsText field={item.super_title} as="p" />
        <CmsText field={item.main_title} as="strong" className={styles.statValue} />
        <CmsText field={item.description} />
      </div>
    </li>
  );
}

/** `statistics` (spec 3 §3). */
export default function Statistics({ fields, block, index }: BlockProps<StatisticsFields>) {
  const { withImage, withoutImage } = splitStatistics(fields.statistics_repeater);
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        {withoutImage.length > 0 ? (
          <ul className={styles.grid}>
            {withoutImage.map((item, i) => (
              <StatisticItem key={i} item={item} />
            ))}
          </ul>
        ) : null}
        {withImage.length > 0 ? (
          <ul className={styles.mediaGrid}>
            {withImage.map((item, i) => (
              <StatisticItem key={i} item={item} imageSizes={statisticImageSizes(withImage.length)} />
            ))}
          </ul>
        ) : null}
      </div>
    </BlockSection>
  );
}
