import { z } from "zod";
import type { ArchiveArticle, ArticlesPage } from "~/blocks/blog/article";
import type { ArticlesCall } from "~/blocks/blog/blog-archive/archive-params";
import { coreProtectedClient } from "~/cms/clients.server";
import { localize } from "~/i18n/localize";
import type { Locale } from "~/i18n/locales";
import { routePath } from "~/i18n/routes";
import { coreGet, type CallContext } from "./core-call.server";

const localized = z.union([z.string(), z.object({ fr: z.string().nullish(), en: z.string().nullish() })]);

const articleSchema = z.object({
  id: z.coerce.number().int(),
  slug: z.string().trim().max(200).nullish(),
  title: z.string(),
  excerpt: z.string().nullish(),
  url: z.string().nullish(),
  thumbnails: z.object({ url_small: z.string().nullish(), url_large: z.string().nullish() }).nullish(),
  author: z.object({ name: z.string().nullish(), thumbnail: z.string().nullish() }).nullish(),
  category: z.object({ label: localized.nullish() }).nullish(),
  published_at: z.string().nullish(),
  read_time: z.union([z.number(), localized]).nullish(),
});

const categorySchema = z.object({
  id: z.coerce.number().int(),
  label: localized,
  articles_count: z.coerce.number().int().nonnegative().catch(0),
});

const answerSchema = z.object({
  data: z.object({
    total: z.coerce.number().int().nonnegative().optional(),
    articles: z.array(z.unknown()),
    categories: z.array(z.unknown()).optional(),
  }),
});

/** Only same-site paths and http(s) addresses are links (an article URL comes from upstream). */
function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

function minutesOf(readTime: z.output<typeof articleSchema>["read_time"], locale: Locale): number | null {
  const text = typeof readTime === "number" ? String(readTime) : localize(readTime ?? undefined, locale);
  const minutes = Number.parseFloat(text ?? "");
  return Number.isFinite(minutes) ? minutes : null;
}

/**
 * The article's link: the API's `url` when it gives a safe one, else the `blog-post` route built from
 * its slug and id (spec 1 §2), as the core API's own article shape (spec 1 §3) has no `url`.
 */
function articleHref(raw: z.output<typeof articleSchema>, locale: Locale): string | null {
  const given = safeHref(raw.url);
  if (given) return given;
  return raw.slug ? routePath("blog-post", locale, { slug: raw.slug, id: raw.id }) : null;
}

function toArchiveArticle(raw: z.output<typeof articleSchema>, locale: Locale): ArchiveArticle | null {
  const href = articleHref(raw, locale);
  if (!href) return null;
  return {
    id: raw.id,
    title: raw.title,
    excerpt: raw.excerpt ?? "",
    href,
    image: safeHref(raw.thumbnails?.url_large ?? raw.thumbnails?.url_small),
    authorName: raw.author?.name || null,
    authorAvatar: safeHref(raw.author?.thumbnail),
    category: localize(raw.category?.label ?? undefined, locale) ?? null,
    publishedAt: raw.published_at ?? null,
    readMinutes: minutesOf(raw.read_time, locale),
  };
}

/** One article of the core API as the blog blocks show it; null when it is malformed or has no link. */
export function articleFromCore(entry: unknown, locale: Locale): ArchiveArticle | null {
  const article = articleSchema.safeParse(entry);
  return article.success ? toArchiveArticle(article.data, locale) : null;
}

/**
 * GET articles on the protected core client (spec 2 §7). Null when the call fails or answers
 * something unreadable (spec 2 §8: a missing response is ignored); malformed entries are skipped.
 */
export async function getArticles(
  { locale, site, signal }: CallContext,
  call: ArticlesCall,
): Promise<ArticlesPage | null> {
  const searchParams: Record<string, string | number> = {
    language: locale,
    page: call.page,
    limit: call.limit,
    order: call.order,
  };
  if (call.categories) searchParams.categories = call.categories;
  if (call.withCategories) searchParams.with_categories = 1;
  return coreGet(
    "articles",
    () => coreProtectedClient({ locale, signal, ...site }).get("articles", { searchParams }),
    answerSchema,
    ({ data }) => {
      const articles = data.articles.flatMap((entry) => {
        const mapped = articleFromCore(entry, locale);
        return mapped ? [mapped] : [];
      });
      const page: ArticlesPage = { articles, total: data.total ?? articles.length };
      if (call.withCategories && data.categories) {
        page.categories = data.categories.flatMap((entry) => {
          const category = categorySchema.safeParse(entry);
          if (!category.success) return [];
          const label = localize(category.data.label, locale);
          return label ? [{ id: category.data.id, label, count: category.data.articles_count }] : [];
        });
      }
      return page;
    },
    signal,
  );
}
