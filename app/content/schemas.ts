import { z } from "zod";
import { localized, localizedText } from "~/cms/schema";

/**
 * Zod schemas of the CMS content components (spec 1 §3, spec 3 §3). Blocks compose their field
 * schemas from these; renderers in this folder take the parsed values.
 */

export const textKinds = ["text", "richtext", "textarea", "code", "edito"] as const;
export type TextKind = (typeof textKinds)[number];

export const textFieldSchema = z.object({ type: z.enum(textKinds), value: localizedText });
export type TextField = z.infer<typeof textFieldSchema>;

export const mediaSchema = z.object({ url: z.string(), alt: z.string().optional().nullable() });
export type Media = z.infer<typeof mediaSchema>;

export const imageFiltersSchema = z
  .object({
    blur: z.number().optional().nullable(),
    brightness: z.number().optional().nullable(),
    contrast: z.number().optional().nullable(),
    opacity: z.number().optional().nullable(),
    saturate: z.number().optional().nullable(),
  })
  .partial();

export const imageFieldSchema = z.object({
  type: z.literal("image"),
  media: localized(mediaSchema),
  center: z.object({ x: z.number(), y: z.number() }).optional().nullable(),
  filters: imageFiltersSchema.optional().nullable(),
});
export type ImageField = z.infer<typeof imageFieldSchema>;

export const iconFieldSchema = z.object({
  type: z.literal("icon"),
  name: z.string(),
  font_weight: z.string().optional().nullable(),
  color: z.string().optional().nullable(),
});
export type IconField = z.infer<typeof iconFieldSchema>;

export const linkFieldSchema = z.object({
  type: z.literal("link"),
  url: z.union([z.string(), localizedText]).optional().nullable(),
  text: z.union([z.string(), localizedText]).optional().nullable(),
  format: z
    .object({
      type: z.string().optional().nullable(),
      bg_color: z.string().optional().nullable(),
      color: z.string().optional().nullable(),
    })
    .optional()
    .nullable(),
  icon: z
    .object({
      name: z.string(),
      font_weight: z.string().optional().nullable(),
      align: z.enum(["left", "right"]).optional().nullable(),
    })
    .optional()
    .nullable(),
  target: z.string().optional().nullable(),
  on_click_action: z.string().optional().nullable(),
});
export type LinkField = z.infer<typeof linkFieldSchema>;

const videoSourceSchema = z.object({ url: z.string(), mime: z.string().optional().nullable() });

export const videoFieldSchema = z.object({
  type: z.literal("video"),
  sources: localized(z.array(videoSourceSchema)),
  poster: imageFieldSchema.optional().nullable(),
  autoplay: z.boolean().optional().nullable(),
  controls: z.boolean().optional().nullable(),
  loop: z.boolean().optional().nullable(),
  muted: z.boolean().optional().nullable(),
  hide_overlay: z.boolean().optional().nullable(),
});
export type VideoField = z.infer<typeof videoFieldSchema>;

export const externalVideoFieldSchema = z.object({
  type: z.literal("external_video"),
  external_sources: z.union([z.string(), localizedText]),
  poster: imageFieldSchema.optional().nullable(),
  autoplay: z.boolean().optional().nullable(),
  controls: z.boolean().optional().nullable(),
  loop: z.boolean().optional().nullable(),
  muted: z.boolean().optional().nullable(),
});
export type ExternalVideoField = z.infer<typeof externalVideoFieldSchema>;

export const mediaFieldSchema = z.discriminatedUnion("type", [
  imageFieldSchema,
  videoFieldSchema,
  externalVideoFieldSchema,
]);
export type MediaField = z.infer<typeof mediaFieldSchema>;

/**
 * An optional field that is dropped (with no error) when malformed, so one bad value does not
 * hide a whole block. Use for every optional content field of a block schema.
 */
export function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return schema.optional().nullable().catch(null);
}

/** A repeater: a list whose malformed items are dropped. */
export function repeater<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(z.unknown())
    .optional()
    .nullable()
    .transform((items) =>
      (items ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

/** An enumeration with its documented default when missing or unknown (spec 2 §5, spec 3 §5). */
export function enumWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z
    .enum(values)
    .optional()
    .nullable()
    .catch(fallback)
    .transform((value) => value ?? fallback);
}

export const ctaRepeaterSchema = repeater(z.object({ cta: linkFieldSchema }));
