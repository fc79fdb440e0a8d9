import { getConfig } from "~/config.server";
import { createPageCache } from "./page-cache.server";
import type { PageData } from "./schema";

/** Block types that read the search filters of the query (spec 3 §3): only their pages vary by them. */
const SEARCH_BLOCK_TYPES = new Set(["property-search"]);

/** Filter variants of one search page kept at once; a flood of new filters only recycles these. */
export const MAX_VARIANTS_PER_PATH = 20;

/** Pages whose use of the search filters is known; only pages the CMS answered, so few. */
const MAX_KNOWN_PAGES = 5000;

export function usesSearchFilters(page: PageData): boolean {
  const blocks = [
    ...page.header,
    ...page.content.fields,
    ...page.footer,
    ...(page.content.override?.footer ?? []),
  ];
  return blocks.some((block) => SEARCH_BLOCK_TYPES.has(block.block_type));
}

/**
 * The page caches, each bounded on its own:
 * - `fresh`: answers reused for PAGE_CACHE_SECONDS;
 * - `lastGood`: the last good copy of each page for PAGE_CACHE_SECONDS + STALE_IF_ERROR_SECONDS,
 *   served only while the CMS fails. Only pages the CMS answered get in, search variants at most
 *   MAX_VARIANTS_PER_PATH per page, so new URLs (other queries, unknown paths) cannot push them out;
 * - `searchUse`: per page (its key without query), whether it has a search block, learnt from its
 *   answers: the filters are sent and shape the key only where it does.
 */
function createStores() {
  const config = getConfig();
  const bounds = { maxEntries: 500, maxWeight: config.pageCacheMaxBytes };
  const fresh = createPageCache<PageData>(bounds);
  const lastGood = createPageCache<PageData>(bounds);
  const searchUse = new Map<string, boolean>();
  /** Per page, its filter variants in the stores, oldest first. */
  const variants = new Map<string, string[]>();

  function forgetOldestVariant(pageKey: string, keep: string): void {
    const keys = (variants.get(pageKey) ?? []).filter((key) => key !== keep);
    keys.push(keep);
    while (keys.length > MAX_VARIANTS_PER_PATH) {
      const oldest = keys.shift() as string;
      fresh.delete(oldest);
      lastGood.delete(oldest);
    }
    variants.set(pageKey, keys);
  }

  return {
    fresh,
    lastGood,
    /** Whether the page has a search block: true, false, or undefined while unknown. */
    searchUse: (pageKey: string) => searchUse.get(pageKey),
    learn(pageKey: string, page: PageData): void {
      searchUse.delete(pageKey);
      searchUse.set(pageKey, usesSearchFilters(page));
      if (searchUse.size > MAX_KNOWN_PAGES) searchUse.delete(searchUse.keys().next().value as string);
    },
    /** Stores a good answer; `pageKey` differs from `key` for a filter variant. */
    store(key: string, pageKey: string, page: PageData, weight: number): void {
      if (key !== pageKey) forgetOldestVariant(pageKey, key);
      fresh.set(key, page, config.pageCacheSeconds, { weight });
      lastGood.set(key, page, 0, {
        staleSeconds: config.pageCacheSeconds + config.staleIfErrorSeconds,
        weight,
      });
    },
    drop(key: string): void {
      fresh.delete(key);
      lastGood.delete(key);
    },
    clear(): void {
      fresh.clear();
      lastGood.clear();
      searchUse.clear();
      variants.clear();
    },
  };
}

let stores: ReturnType<typeof createStores> | undefined;

export function pageStores() {
  stores ??= createStores();
  return stores;
}
