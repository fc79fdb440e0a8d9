import { z } from "zod";
import { optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { REWARDS_SHOWN } from "../constants";
import { REWARD_IDENTS } from "./idents";

/** A reward item (spec 3 §3); an unknown identifier drops the item, as it has no badge. */
const rewardSchema = z.object({
  reward_ident: z.enum(REWARD_IDENTS),
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  rewards_repeater: repeater(rewardSchema),
});
export type RewardsFields = z.output<typeof fields>;
export type Reward = RewardsFields["rewards_repeater"][number];

// Three rewards or fewer need no "show more": plain HTML.
export default defineFields(fields, {
  interactive: (f) => f.rewards_repeater.length > REWARDS_SHOWN,
  texts: ["proof"],
});
