import { data, redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import type { Locale } from "~/i18n/locales";
import { cmsClient } from "./clients.server";
import { interpretPageAnswer, type PageErrorKey, type PageOutcome } from "./page-answer";
import { createPageCache } from "./page-cache.server";
import type { PageData } from "./schema";
import { securedHeaders } from "~/security-headers.server";

/** What an ErrorBoundary receives from a page that could not be shown. */
export type PageErrorData = { messageKey: PageErrorKey; detail?: string };

/** Query parameters that make an answer personal, so it is neither cached nor shared. */
export const PRIVATE_QUERY_PARAMS = ["variant", "preview_token", "edit"];

/** Ours alone: the edit-mode secret never leaves this server. */
const QUERY_PARAMS_KEPT_FROM_CMS = ["preview_token"];

export type PageRequest = {
  locale: Locale;
  path: string;
  query: URLSearchParams;
  domainName: string;
  signal?: AbortSignal;
};

function queryObject(query: URLSearchParams): Record<string, string> | undefined {
  const keys = [...new Set(query.keys())].filter((key) => !QUERY_PARAMS_KEPT_FROM_CMS.includes(key)).sort();
  if (keys.length === 0) return undefined;
  return Object.fromEntries(keys.map((key) => [key, query.getAll(key).join(",")]));
}

/** Asks the CMS for a page, normal mode with SITE_ID, alternate mode with the domain name. */
export async function fetchPage(request: PageRequest): Promise<PageOutcome> {
  const config = getConfig();
  const query = queryObject(request.query);
  const client = cmsClient({ locale: request.locale, signal: request.signal });
  const body = config.siteId
    ? { path: request.path, query, production: config.cmsProduction }
    : { path: request.path, query, production: config.cmsProduction, domain_name: request.domainName };
  try {
    const response = await client.post(config.siteId ? `page/${config.siteId}` : "page", { json: body });
    return interpretPageAnswer(response.status, response.headers, await response.text());
  } catch (error) {
    if (request.signal?.aborted) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`CMS page call failed for ${request.path}: ${detail}`);
    return { kind: "error", status: 500, messageKey: "exception", detail };
  }
}

/** CMS page answers as they came, reused for PAGE_CACHE_SECONDS. */
export const rawPageCache = createPageCache<PageData>();

export function cacheKey(request: PageRequest): string {
  const config = getConfig();
  const site = config.siteId ? `site:${config.siteId}` : `domain:${request.domainName}`;
  return `${site}|${request.locale}|${request.path}|${JSON.stringify(queryObject(request.query) ?? {})}`;
}

export function isPrivateRequest(query: URLSearchParams): boolean {
  return PRIVATE_QUERY_PARAMS.some((name) => query.has(name));
}

/** Public page calls under way, so simultaneous visitors of one page share a single CMS call. */
const inFlight = new Map<string, Promise<PageOutcome>>();

function fetchShared(key: string, request: PageRequest): Promise<PageOutcome> {
  let call = inFlight.get(key);
  if (!call) {
    // The shared call outlives any one visitor (its own time limit still applies); each visitor
    // stops waiting as soon as their own request is aborted.
    call = fetchPage({ ...request, signal: undefined }).finally(() => inFlight.delete(key));
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
 * The page for a request, or a thrown redirect / error response (spec 1 §4). Public answers are
 * reused for a few seconds, and shared while under way, so a burst of visitors costs one CMS call.
 */
export async function loadPage(request: PageRequest): Promise<PageData> {
  const config = getConfig();
  const cacheable = !isPrivateRequest(request.query);
  const key = cacheKey(request);
  if (cacheable) {
    const cached = rawPageCache.get(key);
    if (cached) return cached;
  }

  const outcome = cacheable ? await fetchShared(key, request) : await fetchPage(request);
  if (outcome.kind === "redirect")
    throw redirect(outcome.location, { status: outcome.status, headers: securedHeaders() });
  if (outcome.kind === "error") {
    const errorData: PageErrorData = {
      messageKey: outcome.messageKey,
      ...(config.exposeErrors && outcome.detail ? { detail: outcome.detail } : {}),
    };
    if (outcome.status >= 500 && outcome.status !== 503)
      console.error(`Page ${request.path}: ${outcome.messageKey} ${outcome.detail ?? ""}`);
    const headers: HeadersInit = outcome.status === 503 ? { "Retry-After": "120" } : {};
    throw data(errorData, { status: outcome.status, headers });
  }
  if (cacheable) rawPageCache.set(key, outcome.page, config.pageCacheSeconds);
  return outcome.page;
}
