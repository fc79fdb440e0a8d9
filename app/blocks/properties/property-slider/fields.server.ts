import { z } from "zod";
import { linkFieldSchema, optionalField } from "~/content/fields.server";
import type { Block } from "~/cms/schema";
import { defineFields } from "../../define-fields.server";
import { headingFields, wholeNumberOr } from "../../field-groups.server";
import { propertyCtaItemSchema } from "../parts/cta-item-schema.server";
import { coreListings, listingsStructuredData } from "../parts/listing-schema.server";

/** How many listings the slider asks for when the CMS says nothing. */
export const DEFAULT_SLIDER_COUNT = 10;

const schema = (block: Block) =>
  z
    .object({
      ...headingFields,
      /** Where the see-more card leads; the search page without one. */
      cta: optionalField(linkFieldSchema),
      cta_item: optionalField(propertyCtaItemSchema),
      count: wholeNumberOr(1, 50, DEFAULT_SLIDER_COUNT),
    })
    .transform((fields) => {
      const { listings, total } = coreListings(block);
      const shown = listings.slice(0, fields.count);
      return { ...fields, listings: shown, total, jsonLd: listingsStructuredData(shown) };
    });

export type PropertySliderFields = z.output<ReturnType<typeof schema>>;

export default defineFields(schema, { texts: ["properties"] });
