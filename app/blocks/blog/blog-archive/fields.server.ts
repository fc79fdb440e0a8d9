import { z } from "zod";
import { getArticles } from "~/core/articles.server";
import type { BlockLoadContext } from "../../define-fields.server";
import { defineFields } from "../../define-fields.server";
import type { ArchiveArticle, ArchiveCategory } from "../article";
import {
  ARTICLES_PER_PAGE,
  articlesCall,
  normalizeSelection,
  queryFromSearch,
  type ArchiveQuery,
} from "./archive-params";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
});
export type BlogArchiveFields = z.output<typeof fields>;

/** The server-rendered archive: the pages the URL asks for, so filters and show-more work without JS. */
export type BlogArchiveData = {
  query: ArchiveQuery;
  articles: ArchiveArticle[];
  total: number;
  categories: ArchiveCategory[];
  /** The core API did not answer: the browser tries again once the block is in view. */
  failed: boolean;
};

export async function loadArchive(context: BlockLoadContext): Promise<BlogArchiveData> {
  const query = queryFromSearch(context.query);
  const { micrositeId, siteKey } = context.site;
  const empty = { query, articles: [], total: 0, categories: [], failed: true };
  if (micrositeId === null || !siteKey) return empty;
  // Pages 1…n in one call: "show more" without JavaScript links to the next page of the same list.
  const page = await getArticles(
    { locale: context.locale, site: { micrositeId, siteKey }, signal: context.signal },
    articlesCall({ ...query, page: 1 }, true, ARTICLES_PER_PAGE * query.page),
  );
  if (!page) return empty;
  const categories = page.categories ?? [];
  const selected = normalizeSelection(
    query.categories,
    categories.map((category) => category.id),
  );
  return {
    query: { ...query, categories: selected },
    articles: page.articles,
    total: page.total,
    categories,
    failed: false,
  };
}

export default defineFields(fields, { texts: ["blog"], load: (_fields, context) => loadArchive(context) });
