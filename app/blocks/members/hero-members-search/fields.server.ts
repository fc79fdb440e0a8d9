import { z } from "zod";
import { mediaFieldSchema, optionalField, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import {
  ctasSchema,
  iconLinksSchema,
  optionalText,
  memberDetailsFields,
  personFields,
} from "../member-fields.server";
import { onUnlessTurnedOff } from "../../field-groups.server";

const fields = z.object({
  main_title: optionalText,
  sub_title: optionalText,
  description: optionalText,
  bg_media: optionalField(mediaFieldSchema),
  /** Whether the member cards carousel shows under the search (spec 2 "Hero members search"). */
  show_carousel: onUnlessTurnedOff,
  /** Spec 2 §3 "Member card (search modal)". */
  members_repeater: repeater(
    z.object({
      ...personFields,
      ...memberDetailsFields,
      social_items_repeater: iconLinksSchema,
      cta_repeater: ctasSchema,
    }),
  ),
});
export type HeroMembersSearchFields = z.output<typeof fields>;
export type SearchMember = HeroMembersSearchFields["members_repeater"][number];

// The server's slides scroll natively; the code (autoplay, controls) waits for the visitor to reach for it.
export default defineFields(fields, { texts: ["people"], loadOn: "intent" });
