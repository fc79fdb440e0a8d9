import { z } from "zod";
import { linkFieldSchema, optionalField } from "~/content/fields.server";
import { getArticles } from "~/core/articles.server";
import { defineFields } from "../../define-fields.server";
import type { ArchiveArticle } from "../article";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  cta: optionalField(linkFieldSchema),
  /** How many of the latest articles to show. */
  articles_count: z.coerce.number().int().min(1).max(6).catch(3).default(3),
});
export type FeaturedArticlesFields = z.output<typeof fields>;

/** The latest articles; null when the core API did not answer (the block then shows a message). */
export type FeaturedArticlesData = { articles: ArchiveArticle[] | null };

export default defineFields(fields, {
  interactive: false,
  texts: ["blog"],
  load: async (fields, context): Promise<FeaturedArticlesData> => {
    const { micrositeId, siteKey } = context.site;
    if (micrositeId === null || !siteKey) return { articles: null };
    const page = await getArticles(
      { locale: context.locale, site: { micrositeId, siteKey }, signal: context.signal },
      { page: 1, limit: fields.articles_count, order: "desc", withCategories: false },
    );
    return { articles: page?.articles ?? null };
  },
});
