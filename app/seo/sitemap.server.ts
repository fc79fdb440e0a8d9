import { gzipSync } from "node:zlib";
import { Readable } from "node:stream";
import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type SitemapItemLoose,
} from "sitemap";
import { getConfig } from "~/config.server";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import {
  SITEMAP_KINDS,
  sitemapSources,
  type SitemapEntry,
  type SitemapSources,
} from "./sitemap-sources.server";

/** The protocol's limit of URLs in one sitemap file (sitemaps.org); larger kinds are paged. */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap file as sent: the XML and its gzip encoding, made once per build. */
export type SitemapFile = { xml: Buffer; gzip: Buffer };
/** The sitemaps of one origin: `sitemap.xml` (the index) and `sitemaps/{locale}-{kind}-{n}.xml`. */
export type SitemapSet = { files: Map<string, SitemapFile>; builtAt: number };

export const SITEMAP_INDEX = "sitemap.xml";
export const sitemapFileName = (locale: Locale, kind: string, page: number) =>
  `sitemaps/${locale}-${kind}-${page}.xml`;

async function render(stream: SitemapStream | SitemapIndexStream, items: unknown[]): Promise<SitemapFile> {
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return { xml, gzip: gzipSync(xml) };
}

/** Each language of the entry as an `xhtml:link` alternate (itself included), x-default the French one. */
function alternates(entry: SitemapEntry, origin: string): SitemapItemLoose["links"] {
  const langs = locales.filter((locale) => entry.paths[locale]);
  if (langs.length < 2) return [];
  const links = langs.map((locale) => ({ lang: locale, url: `${origin}${entry.paths[locale]}` }));
  const fallback = entry.paths[defaultLocale];
  return fallback ? [...links, { lang: "x-default", url: `${origin}${fallback}` }] : links;
}

/** The sitemap files for these sources at `origin`, each at most `maxUrls` URLs, and their index. */
export async function buildSitemaps(
  sources: SitemapSources,
  origin: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Map<string, SitemapFile>> {
  const files = new Map<string, SitemapFile>();
  const index: { url: string; lastmod?: string }[] = [];
  for (const locale of locales) {
    for (const kind of SITEMAP_KINDS) {
      const entries = sources[kind].filter((entry) => entry.paths[locale]);
      for (let page = 0; page * maxUrls < entries.length; page += 1) {
        const slice = entries.slice(page * maxUrls, (page + 1) * maxUrls);
        const items: SitemapItemLoose[] = slice.map((entry) => ({
          url: `${origin}${entry.paths[locale]}`,
          ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
          links: alternates(entry, origin),
        }));
        const name = sitemapFileName(locale, kind, page + 1);
        const stream = new SitemapStream({
          level: ErrorLevel.THROW,
          xmlns: { xhtml: true, news: false, image: false, video: false },
        });
        files.set(name, await render(stream, items));
        const dates = slice.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : [])).sort();
        index.push({
          url: `${origin}/${name}`,
          ...(dates.length ? { lastmod: dates[dates.length - 1] } : {}),
        });
      }
    }
  }
  files.set(SITEMAP_INDEX, await render(new SitemapIndexStream({ level: ErrorLevel.THROW }), index));
  return files;
}

type OriginState = { current: SitemapSet | null; building: Promise<void> | null };
const states = new Map<string, OriginState>();

/**
 * Builds in the background: the first request finds nothing yet (the route answers 503 with
 * Retry-After), later ones the last build while a fresh one is made past SITEMAP_REFRESH_SECONDS.
 * A build that fails (the CMS or the core API down) keeps the last good set: served stale.
 */
function refresh(state: OriginState, origin: string, domainName: string) {
  if (state.building) return;
  state.building = sitemapSources(domainName)
    .then((sources) => buildSitemaps(sources, origin))
    .then((files) => {
      state.current = { files, builtAt: Date.now() };
    })
    .catch((error: unknown) => {
      console.warn(
        `Sitemaps for ${origin} could not be built${state.current ? "; the last ones are served" : ""}:`,
        error instanceof Error ? error.message : error,
      );
    })
    .finally(() => {
      state.building = null;
    });
}

/**
 * Origins whose sitemaps are kept. With PUBLIC_ORIGIN there is one; without it the origin is the
 * request's Host, which anyone may forge: each new one would hold a set in memory and start a build
 * of thousands of core calls, so few are kept (the least recently asked for goes first) and none
 * is started while that many builds run.
 */
export const SITEMAP_MAX_ORIGINS = 4;

function stateOf(key: string): OriginState | null {
  const known = states.get(key);
  states.delete(key);
  if (!known && states.size >= SITEMAP_MAX_ORIGINS) {
    const idle = [...states].find(([, other]) => !other.building);
    if (!idle) return null;
    states.delete(idle[0]);
  }
  const state = known ?? { current: null, building: null };
  states.set(key, state); // the most recent last
  return state;
}

/**
 * The sitemaps of an origin as they are now (null before the first build, or while all the kept
 * origins build), refreshed when stale.
 */
export function currentSitemaps(origin: string, domainName: string): SitemapSet | null {
  const state = stateOf(`${origin}|${domainName}`);
  if (!state) return null;
  const ageMs = state.current ? Date.now() - state.current.builtAt : Infinity;
  if (ageMs >= getConfig().sitemapRefreshSeconds * 1000) refresh(state, origin, domainName);
  return state.current;
}

/** For tests: waits for the builds under way. */
export async function sitemapBuilds(): Promise<void> {
  await Promise.all([...states.values()].map((state) => state.building));
}
