import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { useBlockScheme } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/schemes";
import { Photo } from "~/ui/Photo";
import { ShowAllButton, ShownList, useShowFirst } from "~/ui/ShowFirst";
import { HeadedBlock } from "../../parts/HeadedBlock";
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
  const rewards = fields.rewards_repeater;
  const list = useShowFirst(rewards, REWARDS_SHOWN);

  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      <ShownList
        state={list}
        className={rewardStyles.rewards}
        itemClassName={rewardStyles.reward}
        keyOf={(_, i) => i}
      >
        {(reward) => (
          <>
            <Photo
              src={rewardImage(reward.reward_ident, variant)}
              width={120}
              height={120}
              lazy
              className={rewardStyles.rewardBadge}
            />
            <div className={rewardStyles.rewardText}>
              <CmsText field={reward.super_title} as="p" className={rewardStyles.rewardSuper} />
              <CmsText field={reward.main_title} as="h3" className={rewardStyles.rewardTitle} />
              <CmsText field={reward.description} className={rewardStyles.rewardDescription} />
            </div>
          </>
        )}
      </ShownList>
      <ShowAllButton state={list} className={rewardStyles.showAll}>
        {t("proof:rewards.show-more", { count: rewards.length })}
      </ShowAllButton>
    </HeadedBlock>
  );
}
