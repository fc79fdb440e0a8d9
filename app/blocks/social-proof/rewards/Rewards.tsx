import { useId, useRef, useState } from "react";
import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { hasHiddenItems, shownItems } from "~/lib/show-first";
import { BlockSection, useBlockScheme } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/schemes";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { REWARDS_SHOWN } from "../constants";
import type { RewardsFields } from "./fields.server";
import { rewardImage } from "./idents";
import styles from "../proof.module.css";
import rewardStyles from "./Rewards.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `rewards` (spec 3 §2, §4): a grid of award badges, the first 3 then all after "show more". */
export default function Rewards({ fields, block, index }: BlockProps<RewardsFields>) {
  const { t } = useT("proof");
  const { rendered } = useBlockScheme(block);
  const variant = isDarkScheme(rendered) ? "light" : "dark";
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const rewards = fields.rewards_repeater;

  const revealAll = () => {
    setShowAll(true);
    requestAnimationFrame(() =>
      (listRef.current?.children[REWARDS_SHOWN] as HTMLElement | undefined)?.focus(),
    );
  };

  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          first={index === 0}
        />
        <ul className={rewardStyles.rewards} id={listId} ref={listRef}>
          {shownItems(rewards, REWARDS_SHOWN, showAll).map((reward, i) => (
            <li key={i} className={rewardStyles.reward} tabIndex={i >= REWARDS_SHOWN ? -1 : undefined}>
              <img
                src={rewardImage(reward.reward_ident, variant)}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                decoding="async"
                className={rewardStyles.rewardBadge}
              />
              <div className={rewardStyles.rewardText}>
                <CmsText field={reward.super_title} as="p" className={rewardStyles.rewardSuper} />
                <CmsText field={reward.main_title} as="h3" className={rewardStyles.rewardTitle} />
                <CmsText field={reward.description} className={rewardStyles.rewardDescription} />
              </div>
            </li>
          ))}
        </ul>
        {hasHiddenItems(rewards.length, REWARDS_SHOWN, showAll) ? (
          <button type="button" className={rewardStyles.showAll} aria-controls={listId} onClick={revealAll}>
            {t("proof:rewards.show-more", { count: rewards.length })}
          </button>
        ) : null}
      </div>
    </BlockSection>
  );
}
