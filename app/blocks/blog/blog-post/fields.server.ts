import type { BlogPosting, WithContext } from "schema-dts";
import { z } from "zod";
import {
  iconFieldSchema,
  imageFieldSchema,
  localizedValue,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { hasLocale } from "~/i18n/localize";
import { locales, type Locale } from "~/i18n/locales";
import { defineFields, type BlockLoadContext } from "../../define-fields.server";
import { jsonLdScript } from "~/lib/structured-data";
import { absoluteUrl } from "~/seo/absolute-url";
import { readTimeMinutes } from "../article";

const WORDS_PER_MINUTE = 230;

function wordCount(text: { kind: string; text?: string; html?: string } | null | undefined): number {
  if (!text) return 0;
  const plain = text.kind === "html" ? (text.html ?? "").replace(/<[^>]*>/g, " ") : (text.text ?? "");
  return plain.split(/\s+/).filter(Boolean).length;
}

/**
 * The languages the post has content in (spec 2: the warning is for "a language with no translated
 * post content"): those of its main content, else of its title. Read from the raw CMS value, before
 * localizing falls back to French.
 */
function languagesOf(raw: unknown): Locale[] {
  const record = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const source = (record.main_content ?? record.main_title) as { value?: unknown } | string | undefined;
  const value = typeof source === "object" && source !== null && "value" in source ? source.value : source;
  return locales.filter((locale) => hasLocale(value, locale));
}

const fields = z.preprocess(
  (raw) => ({ ...(typeof raw === "object" && raw !== null ? raw : {}), languages: languagesOf(raw) }),
  z
    .object({
      main_title: optionalField(textFieldSchema),
      main_image: optionalField(imageFieldSchema),
      main_content: optionalField(textFieldSchema),
      author_name: optionalField(textFieldSchema),
      author_avatar: optionalField(imageFieldSchema),
      list_items_repeater: repeater(
        z.object({ icon: optionalField(iconFieldSchema), description: optionalField(textFieldSchema) }),
      ),
      tags_repeater: repeater(z.object({ tag: optionalField(localizedValue) })),
      /** ISO date of publication. */
      published_at: optionalField(z.string().datetime({ offset: true }).or(z.string().date())),
      /** Minutes; counted from the content when the CMS gives none. */
      read_time: optionalField(z.coerce.number().nonnegative()),
      languages: z.array(z.enum(locales)),
    })
    .transform(({ read_time, ...post }) => ({
      ...post,
      readMinutes: read_time ?? (post.main_content ? wordCount(post.main_content) / WORDS_PER_MINUTE : null),
    })),
);
export type BlogPostFields = z.output<typeof fields>;

/** Per request: the schema.org BlogPosting, built and escaped on the server so its code stays here. */
export type BlogPostData = { jsonLd: string };

/** A post text field as plain words (titles in previews, breadcrumbs and JSON-LD). */
export function plain(text: BlogPostFields["main_title"]): string {
  if (!text) return "";
  return text.kind === "html"
    ? text.html
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : text.text;
}

export function blogPosting(
  post: BlogPostFields,
  context: Pick<BlockLoadContext, "locale" | "path" | "origin">,
): string {
  const author = plain(post.author_name);
  // Absolute: search engines read no relative IRI (issue 36).
  const url = absoluteUrl(context.path, context.origin ?? null) ?? context.path;
  const posting: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    headline: plain(post.main_title),
    image: post.main_image?.src,
    datePublished: post.published_at ?? undefined,
    author: author ? { "@type": "Person", name: author } : undefined,
    inLanguage: `${context.locale}-CA`,
    url,
    mainEntityOfPage: url,
    keywords: post.tags_repeater
      .map((item) => item.tag)
      .filter(Boolean)
      .join(", "),
    timeRequired: post.readMinutes === null ? undefined : `PT${readTimeMinutes(post.readMinutes)}M`,
  };
  return jsonLdScript(posting);
}

export default defineFields(fields, {
  texts: ["blog"],
  load: async (post, context): Promise<BlogPostData> => ({ jsonLd: blogPosting(post, context) }),
});
