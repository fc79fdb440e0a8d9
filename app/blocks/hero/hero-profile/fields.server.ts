import { z } from "zod";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  playsInBrowser,
  textFieldSchema,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { iconLinksSchema, listItemsSchema } from "../../members/member-fields.server";

const fields = z.object({
  media: optionalField(mediaFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  under_sub_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  /** The profile's details (phone, languages, territory…). */
  list_items_repeater: listItemsSchema,
  /** Social links. */
  icon_links_repeater: iconLinksSchema,
  cta_repeater: ctaRepeaterSchema,
});
export type HeroProfileFields = z.output<typeof fields>;

// Only a video needs code in the browser; a photo profile is plain server HTML.
export default defineFields(fields, {
  interactive: (parsed) => playsInBrowser(parsed.media),
  texts: ["people"],
});
