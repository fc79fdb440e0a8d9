import { z } from "zod";
import { repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { REWARDS_SHOWN } from "../constants";
import { REWARD_IDENTS } from "./idents";
import { headingFields } from "../../field-groups.server";

/** A reward item (spec 3 §3); an unknown identifier drops the item, as it has no badge. */
const rewardSchema = z.object({
  reward_ident: z.enum(REWARD_IDENTS),
  ...headingFields,
});

const fields = z.object({
  ...headingFields,
  rewards_repeater: repeater(rewardSchema),
});
export type RewardsFields = z.output<typeof fields>;
export type Reward = RewardsFields["rewards_repeater"][number];

// Three rewards or fewer need no "show more": plain HTML.
export default defineFields(fields, {
  interactive: (f) => f.rewards_repeater.length > REWARDS_SHOWN,
  texts: ["proof"],
});
