import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "~/i18n/locales";
import type { ArchiveArticle, ArchiveCategory, ArticlesPage } from "../article";
import type { BlogArchiveData } from "./fields.server";
import {
  FILTER_DELAY_MS,
  articlesCall,
  normalizeSelection,
  queryKey,
  searchWithArchive,
  toggleCategory,
  type ArchiveQuery,
  type Order,
} from "./archive-params";

type Snapshot = { key: string; articles: ArchiveArticle[]; total: number };

/** The `/resources/articles` address of one fetch (spec 2 §7 parameters). */
export function articlesUrl(query: ArchiveQuery, locale: Locale, withCategories: boolean): string {
  const call = articlesCall(query, withCategories);
  const search = new URLSearchParams({ lang: locale, page: String(call.page), order: call.order });
  if (call.categories) search.set("categories", call.categories);
  if (call.withCategories) search.set("with_categories", "1");
  return `/resources/articles?${search}`;
}

async function fetchPage(url: string, signal: AbortSignal): Promise<ArticlesPage | null> {
  try {
    const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const body = (await response.json()) as ArticlesPage;
    return Array.isArray(body?.articles) ? body : null;
  } catch {
    return null;
  }
}

/**
 * The archive's state in the browser (spec 2 §4): the server's first page counts as fetched, the
 * first fetch waits for the block to be in view, filter and sort changes clear the list and wait
 * 1 s, a page change fetches at once, and identical parameters are never fetched twice.
 */
export function useArchive(data: BlogArchiveData, locale: Locale, inView: boolean) {
  const [query, setQuery] = useState<ArchiveQuery>(data.query);
  const [articles, setArticles] = useState(data.articles);
  const [total, setTotal] = useState(data.total);
  const [categories, setCategories] = useState<ArchiveCategory[]>(data.categories);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(data.failed);
  const last = useRef<Snapshot | null>(
    data.failed ? null : { key: queryKey(data.query), articles: data.articles, total: data.total },
  );
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<AbortController | null>(null);
  const allIds = categories.map((category) => category.id);

  const run = useCallback(
    async (next: ArchiveQuery, append: boolean) => {
      const key = queryKey(next);
      const previous = last.current;
      if (previous?.key === key) {
        // Back to what was fetched last: show it again rather than asking twice.
        inFlight.current?.abort();
        setArticles(previous.articles);
        setTotal(previous.total);
        setLoading(false);
        return;
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      const withCategories = categories.length === 0;
      const page = await fetchPage(articlesUrl(next, locale, withCategories), controller.signal);
      if (controller.signal.aborted) return;
      inFlight.current = null;
      setLoading(false);
      // Spec 2 §8: a missing response is ignored.
      if (!page) return;
      setFailed(false);
      if (page.categories?.length) setCategories(page.categories);
      setArticles((current) => {
        const list = append ? [...current, ...page.articles] : page.articles;
        last.current = { key, articles: list, total: page.total };
        return list;
      });
      setTotal(page.total);
    },
    [categories.length, locale],
  );

  useEffect(() => {
    if (inView && last.current === null && !loading) void run(query, false);
    // Only the block coming into view starts this first fetch.
  }, [inView]);

  // The state goes into the address by replacing the entry, not pushing one per click or keystroke,
  // and without the router: a navigation would rerun the page's loader for what is already shown.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const next = searchWithArchive(search, query);
    if (next !== search) window.history.replaceState(window.history.state, "", pathname + next + hash);
  }, [query]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const changeFilters = (next: ArchiveQuery) => {
    setQuery(next);
    setArticles([]);
    setLoading(true);
    inFlight.current?.abort();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(next, false), FILTER_DELAY_MS);
  };

  return {
    query,
    articles,
    total,
    categories,
    loading,
    /** Nothing could be fetched yet (the server's call and any since failed). */
    failed,
    toggle: (id: number) =>
      changeFilters({ ...query, page: 1, categories: toggleCategory(query.categories, allIds, id) }),
    /** The dropdown hands back its whole selection: what is chosen is the filter, none is all. */
    selectFromList: (values: number[]) =>
      changeFilters({ ...query, page: 1, categories: normalizeSelection(values, allIds) }),
    sort: (order: Order) => changeFilters({ ...query, page: 1, order }),
    /** What was chosen in the server's form before the page's code ran: a sort and categories at once. */
    adopt: ({ order, categories: chosen }: Pick<ArchiveQuery, "order" | "categories">) =>
      changeFilters({ ...query, page: 1, order, categories: normalizeSelection(chosen, allIds) }),
    showMore: () => {
      clearTimeout(timer.current);
      const next = { ...query, page: query.page + 1 };
      setQuery(next);
      void run(next, true);
    },
  };
}
