import { z } from "zod";
import {
  iconFieldSchema,
  linkFieldSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
} from "~/content/fields.server";
import { getSearchFilters } from "~/core/properties.server";
import type { Choice } from "~/search/tags";
import { defineFields } from "../../define-fields.server";
import { optionalText } from "../../field-groups.server";

/** A content tab (spec 2 §2): tab icon, title, content icon, description and call to action. */
const tabSchema = z.object({
  tab_icon: optionalField(iconFieldSchema),
  tab_title: optionalText,
  content_icon: optionalField(iconFieldSchema),
  description: optionalText,
  cta: optionalField(linkFieldSchema),
});

const fields = z.object({
  main_title: optionalText,
  sub_title: optionalText,
  bg_media: optionalField(mediaFieldSchema),
  /** The Find tab's title; a translated "Find" without one. */
  find_tab_title: optionalText,
  tabs_repeater: repeater(tabSchema),
});
export type HeroSearchBarFields = z.output<typeof fields>;
export type HeroSearchTab = HeroSearchBarFields["tabs_repeater"][number];

/**
 * The municipalities for the server-rendered Find form: without JavaScript it is a plain GET form
 * whose municipality list must already be there. Null when the core API cannot answer (the form then
 * still leads to the search page).
 */
export type HeroSearchBarData = { municipalities: Choice[] } | null;

// The Find tab is a GET form without JavaScript: its code waits for the visitor to reach for it.
export default defineFields(fields, {
  texts: ["properties", "search"],
  loadOn: "intent",
  load: async (_fields, { locale, site, signal }): Promise<HeroSearchBarData> => {
    if (site.micrositeId === null || !site.siteKey) return null;
    const options = await getSearchFilters({
      locale,
      site: { micrositeId: site.micrositeId, siteKey: site.siteKey },
      signal,
    }).catch(() => null);
    return options ? { municipalities: options.municipalities } : null;
  },
});
