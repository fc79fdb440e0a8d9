import { z } from "zod";
import { linkFieldSchema, optionalField, repeater } from "~/content/fields.server";
import type { Block } from "~/cms/schema";
import { defineFields } from "../../define-fields.server";
import { headingFields } from "../../field-groups.server";
import { propertyCtaItemSchema } from "../parts/cta-item-schema.server";
import { propertyListingItemSchema } from "../parts/listing-item-schema.server";
import { coreListings, listingsStructuredData } from "../parts/listing-schema.server";

const schema = (block: Block) =>
  z
    .object({
      ...headingFields,
      /** The see-all CTA; without one it links to the search page. */
      cta: optionalField(linkFieldSchema),
      cta_item: optionalField(propertyCtaItemSchema),
      properties_repeater: repeater(propertyListingItemSchema),
    })
    .transform((fields) => {
      const core = coreListings(block);
      return {
        ...fields,
        ...core,
        ctaEnabled: block.block_params.properties_cta_enabled ?? null,
        jsonLd: listingsStructuredData(core.listings),
      };
    });

export type PropertyListingFields = z.output<ReturnType<typeof schema>>;

/** Nothing moves in the browser: the server's HTML is the block. */
export default defineFields(schema, { interactive: false, texts: ["properties"] });
