import { z } from "zod";
import { repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { listItemsSchema, optionalText, personFields } from "../member-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  /** Spec 3 §3 "Team member". */
  members_repeater: repeater(
    z.object({
      ...personFields,
      description: optionalText,
      list_items_repeater: listItemsSchema,
    }),
  ),
});
export type TeamMembersFields = z.output<typeof fields>;
export type TeamMember = TeamMembersFields["members_repeater"][number];

export default defineFields(fields, { texts: ["people"] });
