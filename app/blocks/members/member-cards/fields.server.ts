import { z } from "zod";
import { linkFieldSchema, localizedValue, optionalField, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { iconLinksSchema, memberDetailsFields, optionalImage } from "../member-fields.server";
import { titleFields } from "../../field-groups.server";

const officeId = z.union([z.number(), z.string().min(1)]).transform(String);

const fields = z.object({
  ...titleFields,
  /** Spec 2 §3 "Member block": the offices the filter offers, each an id and a localized label. */
  offices_list: repeater(z.object({ id: officeId, label: localizedValue })).transform((offices) =>
    offices.filter((office): office is { id: string; label: string } => Boolean(office.label)),
  ),
  /** Spec 2 §3 "Member card item". */
  members_repeater: repeater(
    z.object({
      office_id: optionalField(officeId),
      ...titleFields,
      cta: optionalField(linkFieldSchema),
      image: optionalImage,
      ...memberDetailsFields,
      icon_links_repeater: iconLinksSchema,
    }),
  ),
});
export type MemberCardsFields = z.output<typeof fields>;
export type MemberCardItem = MemberCardsFields["members_repeater"][number];

// The office filter and "see more" work without JavaScript; their code waits for the visitor.
export default defineFields(fields, { texts: ["people"], loadOn: "intent" });
