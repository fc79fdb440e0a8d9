import type { Locale } from "~/i18n/locales";
import { formatLongTorontoDate } from "~/i18n/long-date";

/** An article as the archive and featured cards show it (spec 2 §3 archive article item). */
export type ArchiveArticle = {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  image: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  category: string | null;
  publishedAt: string | null;
  /** Minutes; shown as at least 1 (spec 1 §9). */
  readMinutes: number | null;
};

/** An archive category (spec 2 §3); whether it is selected is the archive's own state. */
export type ArchiveCategory = { id: number; label: string; count: number };

export type ArticlesPage = {
  articles: ArchiveArticle[];
  total: number;
  /** Present only when the call asked for them (the first call). */
  categories?: ArchiveCategory[];
};

/** Spec 1 §9: read time is at least 1 minute, rounded. */
export function readTimeMinutes(minutes: number): number {
  return Math.max(1, Math.round(minutes));
}

/** Spec 1 §9: dates in the locale with the CA region and a long month ("3 mars 2026", "March 3, 2026"). */
export function formatArticleDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatLongTorontoDate(date, locale);
}

/** Spec 3 §9: fewer than 3 articles are all featured; otherwise only the first. */
export function featuredSplit<T>(articles: T[]): { featured: T[]; others: T[] } {
  if (articles.length < 3) return { featured: articles, others: [] };
  return { featured: articles.slice(0, 1), others: articles.slice(1) };
}
