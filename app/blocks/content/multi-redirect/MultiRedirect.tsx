import { z } from "zod";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import {
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { isSafeColor } from "~/theme/theme";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import { tileSpans, twoDigits } from "./tile-layout";
import styles from "./MultiRedirect.module.css";

const variants = ["horizontal", "numbered", "icon", "vertical"] as const;

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  items_repeater: repeater(
    z.object({
      main_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      cta: optionalField(linkFieldSchema),
      link: optionalField(linkFieldSchema),
      icon: optionalField(iconFieldSchema),
      image: optionalField(imageFieldSchema),
      show_number: z.boolean().optional().catch(undefined),
      index: z.coerce.number().int().optional().catch(undefined),
      image_bg_color: z.string().optional().catch(undefined),
    }),
  ),
});

/** `multi-redirect` (spec 2 §2): tiles leading elsewhere, in four variants. */
export const MultiRedirect = defineBlock(fields, function MultiRedirect({ fields, block, index }) {
  const variant = variants.find((name) => name === block.block_params.variant) ?? "horizontal";
  const spans = tileSpans(fields.items_repeater.length);
  return (
    <BlockSection block={block} className={styles.section} data-variant={variant}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <ul className={styles.grid}>
          {fields.items_repeater.map((item, i) => {
            const numbered = variant === "numbered" || item.show_number;
            const target = item.link ?? item.cta;
            return (
              <li key={i} className={styles.tile} data-span={spans[i]}>
                {numbered ? <span className={styles.number}>{twoDigits(item.index ?? i + 1)}</span> : null}
                {variant === "icon" && item.icon ? (
                  <CmsIcon icon={item.icon} className={styles.icon} />
                ) : null}
                {variant !== "icon" && item.image ? (
                  <div
                    className={styles.media}
                    style={isSafeColor(item.image_bg_color) ? { background: item.image_bg_color } : undefined}
                  >
                    <CmsImage image={item.image} className={styles.image} />
                  </div>
                ) : null}
                <div className={styles.text}>
                  <CmsText field={item.main_title} as="h3" className={styles.title} />
                  <CmsText field={item.description} />
                  {target ? <CmsLink link={target} className={styles.link} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </BlockSection>
  );
});
