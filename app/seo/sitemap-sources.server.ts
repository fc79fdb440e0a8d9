import { z } from "zod";
import { cmsClient, coreProtectedClient } from "~/cms/clients.server";
import { loadPage } from "~/cms/page.server";
import type { PageData } from "~/cms/schema";
import { getConfig } from "~/config.server";
import type { CoreSite } from "~/core/core-call.server";
import { locales, type Locale } from "~/i18n/locales";
import { routePath } from "~/i18n/routes";

/** What a sitemap lists: pages (the CMS's), listings and posts (the core API's). */
export const SITEMAP_KINDS = ["pages", "listings", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One page in its languages (the path of each), with the date it last changed when the data has one. */
export type SitemapEntry = { paths: Partial<Record<Locale, string>>; lastmod: string | null };
export type SitemapSources = Record<SitemapKind, SitemapEntry[]>;

/** The core API's largest pages (demo backend: 100 listings, 50 articles a call). */
const LISTINGS_PER_CALL = 100;
const ARTICLES_PER_CALL = 50;
/** Core calls at once while a sitemap is built: a background job, never a burst. */
const CALLS_AT_ONCE = 4;

class SourceError extends Error {}

const dateOf = (value: unknown): string | null => {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) return null;
  return new Date(value).toISOString();
};

const sitePath = (value: unknown, locale: Locale): string | null => {
  if (typeof value !== "string") return null;
  const path = value.split(/[?#]/)[0].replace(/\/+$/, "");
  return path === `/${locale}` || path.startsWith(`/${locale}/`) ? path : null;
};

async function getJson(what: string, call: () => Promise<Response>): Promise<unknown> {
  const response = await call();
  if (!response.ok) throw new SourceError(`${what} answered ${response.status}`);
  return response.json();
}

/** Every page of a paged core list, a few calls at once; any failed call fails the whole build. */
async function allPages<T>(
  first: () => Promise<{ total: number; items: T[] }>,
  page: (n: number) => Promise<{ items: T[] }>,
  perCall: number,
): Promise<T[]> {
  const { total, items } = await first();
  const pages = Math.ceil(total / perCall);
  const rest: T[][] = [];
  for (let start = 2; start <= pages; start += CALLS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(CALLS_AT_ONCE, pages - start + 1) }, (_, i) => start + i);
    rest.push(...(await Promise.all(batch.map(async (n) => (await page(n)).items))));
  }
  return [...items, ...rest.flat()];
}

const listingsAnswer = z.object({
  data: z.object({
    total: z.coerce.number().int().nonnegative(),
    propertiesListing: z.array(
      z
        .object({ uls: z.union([z.string(), z.number()]).transform(String), updated_at: z.unknown() })
        .passthrough(),
    ),
  }),
});

async function listingsOf(site: CoreSite, locale: Locale) {
  const call = async (page: number) => {
    const answer = listingsAnswer.parse(
      await getJson("properties", () =>
        coreProtectedClient({ locale, ...site }).get("properties", {
          searchParams: { page, limit: LISTINGS_PER_CALL },
        }),
      ),
    );
    return { total: answer.data.total, items: answer.data.propertiesListing };
  };
  return allPages(() => call(1), call, LISTINGS_PER_CALL);
}

/** Listing paths are the site's own (spec 1 §2), whatever `url` the core gives: one uls, both languages. */
async function listingEntries(site: CoreSite): Promise<SitemapEntry[]> {
  const [fr, en] = await Promise.all([listingsOf(site, "fr"), listingsOf(site, "en")]);
  const byUls = new Map<string, SitemapEntry>();
  for (const [locale, listings] of [
    ["fr", fr],
    ["en", en],
  ] as const) {
    for (const listing of listings) {
      const entry = byUls.get(listing.uls) ?? { paths: {}, lastmod: dateOf(listing.updated_at) };
      const prefix = locale === "fr" ? "/fr/proprietes" : "/en/properties";
      entry.paths[locale] = `${prefix}/${encodeURIComponent(listing.uls)}`;
      byUls.set(listing.uls, entry);
    }
  }
  return [...byUls.values()];
}

const articlesAnswer = z.object({
  data: z.object({
    total: z.coerce.number().int().nonnegative(),
    articles: z.array(
      z
        .object({
          id: z.coerce.number().int(),
          slug: z.string().nullish(),
          url: z.string().nullish(),
          published_at: z.unknown(),
        })
        .passthrough(),
    ),
  }),
});

async function articlesOf(site: CoreSite, locale: Locale) {
  const call = async (page: number) => {
    const answer = articlesAnswer.parse(
      await getJson("articles", () =>
        coreProtectedClient({ locale, ...site }).get("articles", {
          searchParams: { language: locale, page, limit: ARTICLES_PER_CALL, order: "desc" },
        }),
      ),
    );
    return { total: answer.data.total, items: answer.data.articles };
  };
  return allPages(() => call(1), call, ARTICLES_PER_CALL);
}

/** A post in the languages it is written in, paired by its id. */
async function postEntries(site: CoreSite): Promise<SitemapEntry[]> {
  const byId = new Map<number, SitemapEntry>();
  for (const locale of locales) {
    for (const article of await articlesOf(site, locale)) {
      const path =
        sitePath(article.url, locale) ??
        (article.slug ? routePath("blog-post", locale, { slug: article.slug, id: article.id }) : null);
      if (!path) continue;
      const entry = byId.get(article.id) ?? { paths: {}, lastmod: dateOf(article.published_at) };
      entry.paths[locale] = path;
      byId.set(article.id, entry);
    }
  }
  return [...byId.values()];
}

const pageListAnswer = z.object({
  pages: z.array(
    z.object({
      paths: z.object({ fr: z.string().nullish(), en: z.string().nullish() }),
      updated_at: z.unknown().optional(),
    }),
  ),
});

/** The CMS's page list (CMS_PAGE_LIST_PATH); null when the CMS has none (404) or it is turned off. */
async function listedPages(domainName: string): Promise<SitemapEntry[] | null> {
  const config = getConfig();
  if (!config.cmsPageListPath) return null;
  const path = config.siteId ? `${config.cmsPageListPath}/${config.siteId}` : config.cmsPageListPath;
  const response = await cmsClient({ locale: "fr" }).get(path, {
    searchParams: config.siteId ? {} : { domain_name: domainName },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new SourceError(`page list answered ${response.status}`);
  const { pages } = pageListAnswer.parse(await response.json());
  return pages.map((page) => {
    const paths: SitemapEntry["paths"] = {};
    for (const locale of locales) {
      const path = sitePath(page.paths[locale], locale);
      if (path) paths[locale] = path;
    }
    return { paths, lastmod: dateOf(page.updated_at) };
  });
}

type LinkLike = { type?: unknown; url?: unknown };

/** Every internal link of the header and footer blocks (the menus), by language. */
function menuLinks(blocks: unknown, found: Map<string, SitemapEntry>) {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const link = value as LinkLike;
    if (link.type === "link" && typeof link.url === "object" && link.url !== null) {
      const url = link.url as Record<string, unknown>;
      const paths: SitemapEntry["paths"] = {};
      for (const locale of locales) {
        // A link with a query (a filtered search) is a variant of its page: the page is listed.
        const path = sitePath(url[locale], locale);
        if (path) paths[locale] = path;
      }
      const key = JSON.stringify(paths);
      if (Object.keys(paths).length > 0 && !found.has(key)) found.set(key, { paths, lastmod: null });
    }
    Object.values(value).forEach(visit);
  };
  visit(blocks);
}

/** The pages the menus reach, for a CMS without a page list: the two home pages first. */
function menuPages(homes: PageData[]): SitemapEntry[] {
  const found = new Map<string, SitemapEntry>();
  const home = { paths: { fr: "/fr", en: "/en" }, lastmod: null };
  found.set(JSON.stringify(home.paths), home);
  for (const page of homes) menuLinks([page.header, page.footer], found);
  return [...found.values()];
}

/**
 * Everything the sitemaps list for a domain. Throws when the CMS or the core API fails: the caller
 * keeps serving the sitemaps it built before.
 */
export async function sitemapSources(domainName: string): Promise<SitemapSources> {
  const homes = await Promise.all(
    locales.map((locale) =>
      loadPage({ locale, path: `/${locale}`, query: new URLSearchParams(), domainName, withFilters: false }),
    ),
  );
  const [home] = homes;
  if (home.microsite_id === null || !home.site_key) throw new SourceError("the site has no core API key");
  const site: CoreSite = { micrositeId: home.microsite_id, siteKey: home.site_key };
  const [pages, listings, posts] = await Promise.all([
    listedPages(domainName).then((listed) => listed ?? menuPages(homes)),
    listingEntries(site),
    postEntries(site),
  ]);
  return { pages, listings, posts };
}
