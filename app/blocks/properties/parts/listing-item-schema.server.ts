import { z } from "zod";
import { mediaFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { listingCardFields } from "../../field-groups.server";

/**
 * Property listing item (spec 3 §3), a listing written in the CMS. Only the first media is used
 * (spec 3 §9), so only the first is prepared.
 */
export const propertyListingItemSchema = z
  .object({
    hover_id: z.union([z.string(), z.number()]).optional().nullable().catch(null),
    super_title: optionalField(textFieldSchema),
    ...listingCardFields,
    tags_repeater: repeater(z.object({ main_title: optionalField(textFieldSchema) })),
    medias_repeater: z
      .array(z.unknown())
      .optional()
      .nullable()
      .catch(null)
      .transform((items) => {
        const parsed = z.object({ media: mediaFieldSchema }).safeParse(items?.[0]);
        return parsed.success ? parsed.data.media : null;
      }),
  })
  .transform(({ medias_repeater, ...item }) => ({ ...item, media: medias_repeater }));
export type PropertyListingItem = z.output<typeof propertyListingItemSchema>;
