import { z } from "zod";
import { linkFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import type { Block } from "~/cms/schema";
import { defineFields } from "../../define-fields.server";
import { coreListings, listingsStructuredData } from "../parts/listing-schema.server";
import { wholeNumberOr } from "../../field-groups.server";

/** Autoplay speed when the CMS gives none. */
export const DEFAULT_FEATURED_AUTOPLAY_MS = 6000;

const schema = (block: Block) =>
  z
    .object({
      super_title: optionalField(textFieldSchema),
      main_title: optionalField(textFieldSchema),
      cta: optionalField(linkFieldSchema),
      autoplay_speed: wholeNumberOr(2000, 60000, DEFAULT_FEATURED_AUTOPLAY_MS),
    })
    .transform((fields) => {
      const core = coreListings(block);
      return { ...fields, ...core, jsonLd: listingsStructuredData(core.listings) };
    });

export type FeaturedPropertiesFields = z.output<ReturnType<typeof schema>>;

// The server's slides scroll natively; the code (autoplay, controls) waits for the visitor to reach for it.
export default defineFields(schema, { texts: ["properties"], loadOn: "intent" });
