import { z } from "zod";

/**
 * The CMS page contract, validated once at the boundary (loadPage). Everything the
 * components receive has been through these schemas.
 *
 * Field values inside `block.fields` follow the content-component convention:
 *   text-like   { type: "text" | "richtext" | "textarea" | "code" | "edito", value: { fr, en } }
 *   image       { type: "image", media: { fr: {url, alt}, en: {url, alt} }, center?, filters? }
 *   icon        { type: "icon", name, font_weight?, color? }
 *   link        { type: "link", url: {fr,en}, text: {fr,en}, format?, icon?, target?, on_click_action? }
 *   video       { type: "video", sources, poster?, autoplay?, controls?, loop?, muted? }
 *   external    { type: "external_video", external_sources: {fr,en}, ... }
 *   repeater    an array of objects of fields (e.g. cta_repeater: [{ cta: link }])
 *   scalar      a plain string, number or boolean (text_align, show_number, hover_id…)
 * Each block parses its own `fields` with its own schema (see app/blocks/<family>/).
 */

export const localeSchema = z.enum(["fr", "en"]);
export type Locale = z.infer<typeof localeSchema>;

/** An object keyed by locale; either key may be missing (French is the fallback). */
export const localized = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ fr: value.optional().nullable(), en: value.optional().nullable() }).partial();
export type Localized<T> = { fr?: T | null; en?: T | null };

export const localizedText = localized(z.string());

const colorSchemeName = z.string();

export const blockParamsSchema = z
  .object({
    color_scheme: colorSchemeName.optional().nullable(),
    bg_color_primary: z.string().optional().nullable(),
    bg_color_secondary: z.string().optional().nullable(),
    text_color: z.string().optional().nullable(),
    orientation_x: z.string().optional().nullable(),
    align_y: z.string().optional().nullable(),
    variant: z.string().optional().nullable(),
    context_type: z.string().optional().nullable(),
    properties_cta_enabled: z.boolean().optional().nullable(),
    core_data: z.record(z.unknown()).optional().nullable(),
    /** Edit-mode switches (spec 3 §6): which overlay actions this block allows. */
    edit: z
      .object({
        change_color_scheme: z.boolean().optional(),
        edit_block: z.boolean().optional(),
        delete_block: z.boolean().optional(),
      })
      .optional()
      .nullable(),
  })
  .passthrough();
export type BlockParams = z.infer<typeof blockParamsSchema>;

export const blockSchema = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  block_type: z.string(),
  block_params: blockParamsSchema
    .optional()
    .nullable()
    .transform((p) => p ?? {}),
  fields: z
    .record(z.unknown())
    .optional()
    .nullable()
    .transform((f) => f ?? {}),
});
export type Block = z.infer<typeof blockSchema>;

/** A list of blocks where one malformed entry is dropped (with a warning) instead of failing the page. */
export const blockListSchema = z
  .array(z.unknown())
  .optional()
  .nullable()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = blockSchema.safeParse(item);
      if (parsed.success) return [parsed.data];
      console.warn("Dropped a malformed block from the CMS answer", parsed.error.issues[0]);
      return [];
    }),
  );

export const seoSchema = z
  .object({
    title: z.union([z.string(), localizedText]).optional().nullable(),
    description: z.union([z.string(), localizedText]).optional().nullable(),
    image: z.string().optional().nullable(),
    robots: z.string().optional().nullable(),
  })
  .passthrough();
export type Seo = z.infer<typeof seoSchema>;

export const variantSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  color: z.string().optional().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const alternatePathSchema = z.object({ locale: localeSchema, path: z.string() });

const headElementSchema = z.record(z.string());

export const metadataSchema = z
  .object({
    favicon: z.string().optional().nullable(),
    /** The 2025 brand flag: true selects brand version 2. */
    brand_version_2025: z.boolean().optional().nullable(),
    elements: z
      .object({
        meta: z.array(headElementSchema).optional().nullable(),
        link: z.array(headElementSchema).optional().nullable(),
      })
      .optional()
      .nullable(),
    tags: z.array(z.string()).optional().nullable(),
    contact_form: z
      .object({
        show_consent: z.boolean().optional().nullable(),
        contact_name: z.string().optional().nullable(),
      })
      .optional()
      .nullable(),
  })
  .passthrough();
export type Metadata = z.infer<typeof metadataSchema>;

/**
 * Theme values are checked one by one when they become CSS (app/theme/theme.ts): an odd value is
 * ignored with a warning there, it never fails the page.
 */
export const themeSchema = z
  .object({
    preset: z.string().optional().nullable().catch(null),
    radius: z.record(z.unknown()).optional().nullable().catch(null),
    colors: z.record(z.unknown()).optional().nullable().catch(null),
    color_schemes: z.record(z.unknown()).optional().nullable().catch(null),
  })
  .passthrough();
export type Theme = z.infer<typeof themeSchema>;

export const pageDataSchema = z.object({
  production: z.boolean().optional().default(false),
  microsite_id: z.union([z.string(), z.number()]).nullable().optional().default(null),
  site_id: z.union([z.string(), z.number()]).nullable().optional().default(null),
  site_type: z.enum(["broker", "agency"]).catch("broker").default("broker"),
  site_key: z.string().nullable().optional().default(null),
  recaptcha: z
    .object({ site_key: z.string().nullable().optional() })
    .passthrough()
    .nullable()
    .optional()
    .default(null),
  title: localizedText.nullable().optional().default({}),
  seo: seoSchema.nullable().optional().default({}),
  alternate_paths: z.array(alternatePathSchema).nullable().optional().default([]),
  variant: variantSchema.nullable().optional().default(null),
  header: blockListSchema,
  footer: blockListSchema,
  theme: themeSchema.nullable().optional().default({}).catch({}),
  metadata: metadataSchema.nullable().optional().default({}),
  content: z
    .object({
      fields: blockListSchema,
      override: z
        .object({ seo: seoSchema.nullable().optional(), footer: blockListSchema })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional()
    .transform((c) => ({ fields: c?.fields ?? [], override: c?.override ?? null })),
});
export type PageData = z.infer<typeof pageDataSchema>;
