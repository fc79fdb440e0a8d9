import { z } from "zod";
import { warnOnce } from "~/lib/warn-once";

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A text wherever the page answer expects one, in any of the shapes the CMS sends: per locale
 * `{fr, en}`, a text component `{type: "text", value: {fr, en}}`, or one plain string for both.
 */
function asLocalizedText(value: unknown): unknown {
  if (typeof value === "string") return { fr: value, en: value };
  if (isRecord(value) && !("fr" in value) && !("en" in value) && "value" in value)
    return asLocalizedText(value.value);
  return value;
}
export const lenientLocalizedText = z.preprocess(asLocalizedText, localizedText);

/**
 * An optional field of the page answer: missing or null is fine, and a malformed value is dropped
 * with a warning (once per problem) instead of failing the page.
 */
function lenientField<T extends z.ZodTypeAny>(name: string, schema: T) {
  return schema
    .optional()
    .nullable()
    .catch((context) => {
      const issue = context.error.issues[0];
      warnOnce(
        `Ignored a malformed "${name}" in the CMS page answer${issue ? ` (${[name, ...issue.path].join(".")}: ${issue.message})` : ""}`,
      );
      return null;
    });
}

/** A list where a malformed entry is dropped with a warning; the rest is kept. */
function lenientList<T extends z.ZodTypeAny>(name: string, item: T) {
  return lenientField(
    name,
    z.array(z.unknown()).transform((items) =>
      items.flatMap((entry): z.output<T>[] => {
        const parsed = item.safeParse(entry);
        if (parsed.success) return [parsed.data];
        warnOnce(
          `Ignored a malformed entry of "${name}" in the CMS page answer: ${String(JSON.stringify(entry)).slice(0, 200)}`,
        );
        return [];
      }),
    ),
  );
}

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
    title: lenientField("seo.title", lenientLocalizedText),
    description: lenientField("seo.description", lenientLocalizedText),
    image: lenientField("seo.image", z.string()),
    robots: lenientField("seo.robots", z.string()),
  })
  .passthrough();
export type Seo = z.infer<typeof seoSchema>;

export const variantSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  color: z.string().optional().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * An alternate is written after the site's origin (hreflang links) and becomes the language switch's
 * target, so only a path of this site in its own language is kept: "@evil.example/fr" made
 * `http://localhost@evil.example/fr`. No "//", "@", backslash, scheme, space or control character.
 */
function isSameSitePath(path: string, locale: string): boolean {
  if (/\/\/|@|\\|\s/.test(path) || [...path].some((char) => char.charCodeAt(0) < 0x20 || char === "\x7f"))
    return false;
  return new RegExp(`^/${locale}(?:[/?#]|$)`).test(path);
}

export const alternatePathSchema = z
  .object({ locale: localeSchema, path: z.string() })
  .refine(
    ({ locale, path }) => isSameSitePath(path, locale),
    "alternate_paths: a same-site path in its own language",
  );

const headElementSchema = z.record(z.string());

export const metadataSchema = z
  .object({
    favicon: lenientField("metadata.favicon", z.string()),
    /** The 2025 brand flag: true selects brand version 2. */
    brand_version_2025: lenientField("metadata.brand_version_2025", z.boolean()),
    elements: lenientField(
      "metadata.elements",
      z.object({
        meta: lenientList("metadata.elements.meta", headElementSchema),
        link: lenientList("metadata.elements.link", headElementSchema),
      }),
    ),
    tags: lenientList("metadata.tags", z.string()),
    contact_form: lenientField(
      "metadata.contact_form",
      z.object({
        show_consent: lenientField("metadata.contact_form.show_consent", z.boolean()),
        contact_name: lenientField("metadata.contact_form.contact_name", z.string()),
      }),
    ),
    /** The agency's identity for its schema.org RealEstateAgent on the home page (issue 36, docs/seo.md). */
    agency: lenientField(
      "metadata.agency",
      z.object({
        name: z.string().max(200).nullish(),
        street: z.string().max(200).nullish(),
        city: z.string().max(120).nullish(),
        region: z.string().max(60).nullish(),
        postal_code: z.string().max(20).nullish(),
        country: z.string().max(60).nullish(),
        telephone: z.string().max(40).nullish(),
        email: z.string().max(200).nullish(),
      }),
    ),
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

/** A recaptcha given as `{site_key}` or as the bare site key. */
const recaptchaSchema = z.preprocess(
  (value) => (typeof value === "string" ? (value ? { site_key: value } : null) : value),
  z.object({ site_key: z.string().nullable().optional() }).passthrough().nullable(),
);

/**
 * The page answer. `content`, `header` and `footer` make the page; every other field is optional
 * and lenient: one malformed value is dropped with a warning and never fails the page (issue 11 §3).
 */
export const pageDataSchema = z.object({
  production: z.boolean().optional().default(false).catch(false),
  microsite_id: lenientField("microsite_id", z.union([z.string(), z.number()])).default(null),
  site_id: lenientField("site_id", z.union([z.string(), z.number()])).default(null),
  site_type: z.enum(["broker", "agency"]).catch("broker").default("broker"),
  site_key: lenientField("site_key", z.string()).default(null),
  recaptcha: lenientField("recaptcha", recaptchaSchema).default(null),
  title: lenientField("title", lenientLocalizedText).default({}),
  seo: lenientField("seo", seoSchema).default({}),
  alternate_paths: lenientList("alternate_paths", alternatePathSchema).default([]),
  variant: lenientField("variant", variantSchema).default(null),
  header: blockListSchema,
  footer: blockListSchema,
  theme: themeSchema.nullable().optional().default({}).catch({}),
  metadata: lenientField("metadata", metadataSchema).default({}),
  content: z
    .object({
      fields: blockListSchema,
      override: z
        .object({ seo: lenientField("content.override.seo", seoSchema), footer: blockListSchema })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional()
    .transform((c) => ({ fields: c?.fields ?? [], override: c?.override ?? null })),
});
export type PageData = z.infer<typeof pageDataSchema>;
