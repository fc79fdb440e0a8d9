import { z } from "zod";
import { repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { ctasSchema, personFields } from "../member-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  /** Spec 2 §3 "Member carousel item". */
  members_repeater: repeater(
    z.object({
      ...personFields,
      cta_repeater: ctasSchema,
    }),
  ),
});
export type MembersCarouselFields = z.output<typeof fields>;

// The server's slides scroll natively; the code (autoplay, controls) waits for the visitor to reach for it.
export default defineFields(fields, { texts: ["people"], loadOn: "intent" });
