import type { CSSProperties } from "react";
import { z } from "zod";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import {
  iconFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { schemeForSurface, surfaceColors } from "~/content/surface-colors";
import { BlockSection, useBlockScheme } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { BlockHeading } from "../../parts/BlockHeading";
import styles from "../items.module.css";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cards_repeater: repeater(
    z.object({
      bg_color_primary: z.string().optional().catch(undefined),
      text_color: z.string().optional().catch(undefined),
      cta: optionalField(linkFieldSchema),
      icon: optionalField(iconFieldSchema),
      main_title: optionalField(textFieldSchema),
    }),
  ),
});

/**
 * `icon-cta-cards` (spec 3 §3): cards with their own colours, an icon, a title and a call to action.
 * A card with a background but no text colour gets readable text, and a card darker or lighter than
 * its block takes the opposite scheme so its icon and button stay visible.
 */
export const IconCtaCards = defineBlock(fields, function IconCtaCards({ fields, block, index }) {
  const { rendered: scheme } = useBlockScheme(block);
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <ul className={styles.grid}>
          {fields.cards_repeater.map((card, i) => {
            const surface = surfaceColors(card.bg_color_primary, card.text_color);
            const style: CSSProperties = {
              ...(surface.background ? { background: surface.background } : {}),
              ...(surface.text ? { color: surface.text } : {}),
            };
            const cardScheme = schemeForSurface(scheme, surface.dark);
            return (
              <li
                key={i}
                className={[styles.card, cardScheme === scheme ? null : `scheme-${cardScheme}`]
                  .filter(Boolean)
                  .join(" ")}
                style={style}
              >
                <CmsIcon icon={card.icon} className={styles.icon} />
                <CmsText field={card.main_title} as="h3" className={styles.itemTitle} />
                {card.cta ? <CmsLink link={card.cta} /> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </BlockSection>
  );
});
