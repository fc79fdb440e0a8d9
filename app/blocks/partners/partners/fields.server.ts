import { z } from "zod";
import { linkFieldSchema, localizedValue, optionalField, repeater } from "~/content/fields.server";
import { surfaceColors } from "~/content/surface-colors";
import { defineFields } from "../../define-fields.server";
import { listItemSchema } from "../../content/list/fields.server";
import { tagId, type PartnerTag } from "../tags";
import { PARTNERS_SHOWN } from "./constants";
import { headingFields, optionalImage, optionalText } from "../../field-groups.server";

/** A partner's tag: a localized name (`main_title` or `name`) and its colours. */
const tagSchema = z
  .object({
    main_title: optionalField(z.union([localizedValue, z.object({ value: localizedValue })])),
    name: optionalField(localizedValue),
    bg_color_primary: optionalField(z.string()),
    text_color: optionalField(z.string()),
  })
  .transform((tag): PartnerTag | null => {
    const title = tag.main_title;
    const label = (typeof title === "object" && title ? title.value : title) ?? tag.name;
    if (!label) return null;
    const colors = surfaceColors(tag.bg_color_primary, tag.text_color);
    return {
      id: tagId(label),
      label,
      ...(colors.background ? { background: colors.background } : {}),
      ...(colors.text ? { color: colors.text } : {}),
    };
  });

const partnerSchema = z
  .object({
    image: optionalImage,
    partner_avatar: optionalImage,
    main_title: optionalText,
    sub_title: optionalText,
    description: optionalText,
    list_items_repeater: repeater(listItemSchema),
    tags_repeater: repeater(tagSchema),
    cta: optionalField(linkFieldSchema),
  })
  .transform(({ tags_repeater, cta, ...partner }) => ({
    ...partner,
    cta: cta?.kind === "none" ? null : (cta ?? null),
    tags: tags_repeater.filter((tag): tag is PartnerTag => tag !== null),
  }));

const fields = z.object({
  ...headingFields,
  partners_repeater: repeater(partnerSchema),
});
export type PartnersFields = z.output<typeof fields>;
export type Partner = PartnersFields["partners_repeater"][number];

// A short list with at most one tag needs neither a filter nor a button: plain HTML.
export default defineFields(fields, {
  interactive: (f) =>
    f.partners_repeater.length > PARTNERS_SHOWN ||
    new Set(f.partners_repeater.flatMap((p) => p.tags.map((t) => t.id))).size > 1,
  texts: ["places"],
});
