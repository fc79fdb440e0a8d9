import { data, redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { isValidVariantId } from "~/content/link-href";
import { securedHeaders } from "~/security-headers.server";
import type { PageErrorKey, PageOutcome } from "./page-answer";
import {
  describe,
  fetchPage,
  isEditMode,
  PAGE_QUERY_PARAMS,
  queryObject,
  retryAfterSeconds,
  type PageRequest,
} from "./page-fetch.server";
import { pageStores, usesSearchFilters } from "./page-stores.server";
import type { PageData } from "./schema";

export { cmsCircuitState, fetchPage, PAGE_QUERY_PARAMS, type PageRequest } from "./page-fetch.server";

/**
 * An answer no cache may keep or share: a personal page, an error, a page degraded by a failed call.
 * The CMS's own errors and redirects carry it too: without it a 301 may be kept by browsers for good.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** What an ErrorBoundary receives from a page that could not be shown. */
export type PageErrorData = { messageKey: PageErrorKey; detail?: string };

export const rawPageCache = {
  get: (key: string) => pageStores().fresh.get(key),
  getStale: (key: string) => pageStores().lastGood.getStale(key),
  clear: () => pageStores().clear(),
};

function hasFilters(query: URLSearchParams): boolean {
  return PAGE_QUERY_PARAMS.some((name) => query.has(name));
}

function keyOf(request: PageRequest, withFilters: boolean): string {
  const config = getConfig();
  const site = config.siteId ? `site:${config.siteId}` : `domain:${request.domainName}`;
  const query = queryObject(request.query, withFilters) ?? {};
  return `${site}|${request.locale}|${request.path}|${JSON.stringify(query)}`;
}

/** The cache key of a public page: its search filters count unless the page is known to have none. */
export function cacheKey(request: PageRequest): string {
  const withFilters = hasFilters(request.query) && pageStores().searchUse(keyOf(request, false)) !== false;
  return keyOf(request, withFilters);
}

/**
 * A page is personal, neither cached nor shared, when it shows a variant or edit mode. An invalid
 * variant or a wrong preview token changes nothing (neither is sent nor carried), so it is public.
 */
export function isPrivateRequest(query: URLSearchParams): boolean {
  return isValidVariantId(query.get("variant")) || isEditMode(query);
}

function logFailure(path: string, outcome: PageOutcome): void {
  if (outcome.kind !== "error" || outcome.skipped || outcome.status < 500) return;
  console.error(`Page ${path}: ${outcome.messageKey} ${outcome.detail ?? ""}`);
}

/**
 * One CMS call for a page and what it means for the cache (`key`, or null for a personal page):
 * - a page is stored, fresh, then stale;
 * - a failure (outage or invalid answer, see page-answer.ts) is covered by the last good copy when
 *   there is one: the visitor gets that page, and the incident is logged once per page;
 * - the CMS's own answer about the page (a 301/302 redirect, 403, 404, another 4xx) is passed on and
 *   drops the stored copy: a page that moved or went away must not come back in a later outage.
 */
async function resolvePage(request: PageRequest, key: string | null, pageKey = key): Promise<PageOutcome> {
  const config = getConfig();
  const outcome = await fetchPage(request);
  if (key === null || pageKey === null) {
    logFailure(request.path, outcome);
    return outcome;
  }
  const stores = pageStores();
  if (outcome.kind === "page") {
    stores.learn(pageKey, outcome.page);
    stores.store(key, pageKey, outcome.page, outcome.bytes ?? 0);
    return outcome;
  }
  if (outcome.kind === "error" && outcome.failure) {
    const stale = config.staleIfErrorSeconds > 0 ? stores.lastGoodCopy(key, pageKey) : undefined;
    if (stale) {
      if (stale.firstServe)
        console.warn(
          `Page ${request.path}: the CMS failed (${outcome.detail ?? outcome.messageKey}); serving the copy of ${stale.ageSeconds} s ago until it answers again`,
        );
      return { kind: "page", page: stale.value };
    }
    logFailure(request.path, outcome);
    return outcome;
  }
  stores.drop(key);
  logFailure(request.path, outcome);
  return outcome;
}

/** Public page calls under way, so simultaneous visitors of one page share a single CMS call. */
const inFlight = new Map<string, Promise<PageOutcome>>();

function fetchShared(key: string, pageKey: string, request: PageRequest): Promise<PageOutcome> {
  let call = inFlight.get(key);
  if (!call) {
    // The shared call outlives any one visitor (its own time limit still applies); each visitor
    // stops waiting as soon as their own request is aborted. Its outcome, the stale copy included,
    // is every waiting visitor's: one failed refresh is one stale page for all, not N error pages.
    call = resolvePage({ ...request, signal: undefined }, key, pageKey)
      .catch((error: unknown): PageOutcome => {
        console.error(`Page ${request.path}: ${describe(error)}`);
        return { kind: "error", status: 500, messageKey: "exception", detail: describe(error) };
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
  }
  return untilAborted(call, request.signal);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * A public page's outcome. For a page whose use of the filters is still unknown, a request with
 * filters first asks for the page without them, shared with every such visitor; only a page with
 * a search block is then asked for again with its filters. So filters on other pages never make
 * CMS calls or cache entries of their own.
 */
async function pageOutcome(request: PageRequest): Promise<PageOutcome> {
  if (isPrivateRequest(request.query)) return resolvePage(request, null);
  const stores = pageStores();
  const pageKey = keyOf(request, false);
  const filtered = hasFilters(request.query);
  if (filtered && stores.searchUse(pageKey) === undefined) {
    const base = await fetchShared(pageKey, pageKey, { ...request, withFilters: false });
    if (base.kind !== "page" || !usesSearchFilters(base.page)) return base;
  }
  const withFilters = filtered && stores.searchUse(pageKey) !== false;
  const key = keyOf(request, withFilters);
  const cached = stores.fresh.get(key);
  if (cached) return { kind: "page", page: cached };
  return fetchShared(key, pageKey, { ...request, withFilters });
}

/**
 * The page for a request, or a thrown redirect / error response (spec 1 §4). Public answers are
 * reused for a few seconds, shared while under way, so a burst of visitors costs one CMS call, and
 * kept as the last good copy for when the CMS fails.
 */
export async function loadPage(request: PageRequest): Promise<PageData> {
  const config = getConfig();
  const outcome = await pageOutcome(request);
  if (outcome.kind === "page") return outcome.page;
  if (outcome.kind === "redirect")
    throw redirect(outcome.location, {
      status: outcome.status,
      headers: securedHeaders({ "Cache-Control": PRIVATE_CACHE_CONTROL }),
    });
  const errorData: PageErrorData = {
    messageKey: outcome.messageKey,
    ...(config.exposeErrors && outcome.detail ? { detail: outcome.detail } : {}),
  };
  const retryAfter =
    outcome.retryAfter ??
    (outcome.status === 503 ? retryAfterSeconds(config.cmsBreakerCooldownMs) : undefined);
  const headers: HeadersInit = {
    "Cache-Control": PRIVATE_CACHE_CONTROL,
    ...(retryAfter !== undefined ? { "Retry-After": String(retryAfter) } : {}),
  };
  throw data(errorData, { status: outcome.status, headers });
}
