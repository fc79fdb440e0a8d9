import type { ArchiveArticle } from "~/blocks/blog/article";
import type { BlogArchiveData } from "~/blocks/blog/blog-archive/fields.server";

export const article = (id: number): ArchiveArticle => ({
  id,
  title: `Article ${id}`,
  excerpt: "",
  href: `/fr/blogue/article-${id}`,
  image: null,
  authorName: null,
  authorAvatar: null,
  category: null,
  publishedAt: null,
  readMinutes: 3,
});

export const categories = [1, 2, 3].map((id) => ({ id, label: `Catégorie ${id}`, count: 4 }));

/** The first page the server sends: 6 of 12 articles, newest first, every category. */
export const served: BlogArchiveData = {
  query: { order: "desc", categories: [], page: 1 },
  articles: [1, 2, 3, 4, 5, 6].map(article),
  total: 12,
  categories,
  failed: false,
};
