import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { BlockSection, useBlockScheme } from "~/theme/BlockSection";
import { schemeForSurface } from "~/theme/schemes";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import type { IconCtaCardsFields } from "./fields.server";
import styles from "../items.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `icon-cta-cards` (spec 3 §3): cards with their own colours, an icon, a title and a call to action.
 * A card with a background but no text colour got readable text on the server, and a card darker or
 * lighter than its block takes the opposite scheme so its icon and button stay visible.
 */
export default function IconCtaCards({ fields, block, index }: BlockProps<IconCtaCardsFields>) {
  // The block's rendered scheme may be an edit-mode preview, so the cards' schemes follow it here.
  const { rendered: scheme } = useBlockScheme(block);
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <ul className={styles.grid}>
          {fields.cards_repeater.map((card, i) => {
            const cardScheme = schemeForSurface(scheme, card.dark);
            return (
              <li
                key={i}
                className={[styles.card, cardScheme === scheme ? null : `scheme-${cardScheme}`]
                  .filter(Boolean)
                  .join(" ")}
                style={card.style}
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
}
