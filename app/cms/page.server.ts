import { createHash, timingSafeEqual } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { isValidVariantId } from "~/content/link-href";
import type { Locale } from "~/i18n/locales";
import { cmsClient } from "./clients.server";
import { interpretPageAnswer, type PageErrorKey, type PageOutcome } from "./page-answer";
import { createPageCache } from "./page-cache.server";
import type { PageData } from "./schema";
import { createCircuitBreaker, createConcurrencyLimit } from "./upstream-guard.server";
import { securedHeaders } from "~/security-headers.server";

/** What an ErrorBoundary receives from a page that could not be shown. */
export type PageErrorData = { messageKey: PageErrorKey; detail?: string };

/**
 * The query keys the CMS page call uses, and so the only ones sent to it and the only ones that
 * tell two cached pages apart. The search filters of the properties page (spec 1 §5, spec 2 §3,
 * spec 3 §3) come back as the page's core data (listings, markers), so they reach the CMS. Any other
 * key (utm_*, gclid, fbclid, msclkid, _ga, a typo, a cache-buster) does not change the page: it is
 * neither sent nor part of the cache key, so such visits share one cache entry.
 */
export const PAGE_QUERY_PARAMS = [
  "mun",
  "type",
  "price_min",
  "price_max",
  "bedrooms",
  "bathrooms",
  "forSaleForRent",
  "open_house",
  "reset_filters",
  "map_bounds",
  "NorthEast_lat",
  "NorthEast_lng",
  "SouthWest_lat",
  "SouthWest_lng",
];

export type PageRequest = {
  locale: Locale;
  path: string;
  query: URLSearchParams;
  domainName: string;
  signal?: AbortSignal;
};

/** Constant-time comparison, so response timing tells nothing about the secret. */
function isPreviewToken(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}

function isEditMode(query: URLSearchParams): boolean {
  return isPreviewToken(query.get("preview_token"), getConfig().previewToken);
}

/**
 * What is sent to the CMS as `query`. A `variant` (a preview of a page variant) is sent when it is a
 * plausible id. `edit` asks the CMS for the editing view, so it only goes with the edit-mode secret;
 * the secret itself (`preview_token`) is ours alone and never leaves this server.
 */
function queryObject(query: URLSearchParams): Record<string, string> | undefined {
  const entries: [string, string][] = [];
  for (const key of [...new Set(query.keys())].sort()) {
    if (PAGE_QUERY_PARAMS.includes(key)) entries.push([key, query.getAll(key).join(",")]);
  }
  const variant = query.get("variant");
  if (isValidVariantId(variant)) entries.push(["variant", variant]);
  if (query.has("edit") && isEditMode(query)) entries.push(["edit", query.getAll("edit").join(",")]);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Protections for the CMS: a circuit breaker and a cap on calls in flight. Made on first use, as
 * the configuration is read then.
 */
let guard:
  | { breaker: ReturnType<typeof createCircuitBreaker>; limit: ReturnType<typeof createConcurrencyLimit> }
  | undefined;

function cmsGuard() {
  if (guard) return guard;
  const config = getConfig();
  guard = {
    breaker: createCircuitBreaker({
      name: "CMS",
      threshold: config.cmsBreakerThreshold,
      coolDownMs: config.cmsBreakerCooldownMs,
    }),
    limit: createConcurrencyLimit({
      name: "CMS",
      maxInFlight: config.cmsMaxInFlight,
      maxWaitMs: config.cmsQueueWaitMs,
    }),
  };
  return guard;
}

/** The CMS breaker's state, for readiness and tests. */
export function cmsCircuitState() {
  return cmsGuard().breaker.state();
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The CMS could not be asked or gave no answer. Spec 1 §4 calls an exception a 500, but an outage
 * is not a fault of this site or of the page: it is answered 503 with Retry-After (issue 11), so
 * browsers, crawlers and the load balancer know to come back, and the designed 503 page is shown.
 */
function unavailable(detail: string, retryAfterMs: number, skipped?: "breaker" | "busy"): PageOutcome {
  return {
    kind: "error",
    status: 503,
    messageKey: "503-message",
    detail,
    failure: "outage",
    retryAfter: retryAfterSeconds(retryAfterMs),
    ...(skipped ? { skipped } : {}),
  };
}

async function callCms(request: PageRequest) {
  const config = getConfig();
  const query = queryObject(request.query);
  const client = cmsClient({ locale: request.locale, signal: request.signal });
  const body = config.siteId
    ? { path: request.path, query, production: config.cmsProduction }
    : { path: request.path, query, production: config.cmsProduction, domain_name: request.domainName };
  const response = await client.post(config.siteId ? `page/${config.siteId}` : "page", { json: body });
  // Read under the same deadline as the call (clients.server.ts): a trickled body is cut off.
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * Asks the CMS for a page, normal mode with SITE_ID, alternate mode with the domain name. Never
 * throws, except the request's own abort: every failure is an outcome. The call goes through the
 * CMS breaker (open: answered at once, no call) and the cap on calls in flight.
 */
export async function fetchPage(request: PageRequest): Promise<PageOutcome> {
  const config = getConfig();
  const { breaker, limit } = cmsGuard();
  const admission = breaker.admit();
  if (!admission.admitted) return unavailable("The CMS circuit is open", admission.retryAfterMs, "breaker");
  const { ticket } = admission;

  let release: () => void;
  try {
    release = await limit.acquire(request.signal);
  } catch (error) {
    ticket.abandon();
    if (request.signal?.aborted) throw error;
    return unavailable(describe(error), config.cmsBreakerCooldownMs, "busy");
  }

  let answer: Awaited<ReturnType<typeof callCms>>;
  try {
    answer = await callCms(request);
  } catch (error) {
    if (request.signal?.aborted) {
      ticket.abandon();
      throw error;
    }
    // No answer: refused, reset, time-out (headers or body).
    ticket.failure(describe(error));
    return unavailable(`CMS page call failed: ${describe(error)}`, config.cmsBreakerCooldownMs);
  } finally {
    release();
  }

  try {
    const outcome = interpretPageAnswer(answer.status, answer.headers, answer.body, {
      siteHost: request.domainName,
    });
    if (outcome.kind !== "error" || outcome.failure !== "outage") {
      ticket.success();
      return outcome;
    }
    ticket.failure(outcome.detail ?? outcome.messageKey);
    if (outcome.status !== 503) return outcome;
    return { retryAfter: retryAfterSeconds(config.cmsBreakerCooldownMs), ...outcome };
  } catch (error) {
    // A fault of ours, not the CMS's: spec 1 §8 "Exception", status 500.
    ticket.success();
    return { kind: "error", status: 500, messageKey: "exception", detail: describe(error) };
  }
}

/**
 * CMS page answers as they came: fresh for PAGE_CACHE_SECONDS, then kept as the last good copy for
 * STALE_IF_ERROR_SECONDS more, bounded by PAGE_CACHE_MAX_MB of answers.
 */
let rawCache: ReturnType<typeof createPageCache<PageData>> | undefined;

function pageCache() {
  rawCache ??= createPageCache<PageData>({ maxEntries: 500, maxWeight: getConfig().pageCacheMaxBytes });
  return rawCache;
}

export const rawPageCache = {
  get: (key: string) => pageCache().get(key),
  getStale: (key: string) => pageCache().getStale(key),
  clear: () => pageCache().clear(),
};

export function cacheKey(request: PageRequest): string {
  const config = getConfig();
  const site = config.siteId ? `site:${config.siteId}` : `domain:${request.domainName}`;
  return `${site}|${request.locale}|${request.path}|${JSON.stringify(queryObject(request.query) ?? {})}`;
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
async function resolvePage(request: PageRequest, key: string | null): Promise<PageOutcome> {
  const config = getConfig();
  const outcome = await fetchPage(request);
  if (key === null) {
    logFailure(request.path, outcome);
    return outcome;
  }
  const cache = pageCache();
  if (outcome.kind === "page") {
    cache.set(key, outcome.page, config.pageCacheSeconds, {
      staleSeconds: config.staleIfErrorSeconds,
      weight: outcome.bytes ?? 0,
    });
    return outcome;
  }
  if (outcome.kind === "error" && outcome.failure) {
    const stale = config.staleIfErrorSeconds > 0 ? cache.getStale(key) : undefined;
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
  cache.delete(key);
  logFailure(request.path, outcome);
  return outcome;
}

/** Public page calls under way, so simultaneous visitors of one page share a single CMS call. */
const inFlight = new Map<string, Promise<PageOutcome>>();

function fetchShared(key: string, request: PageRequest): Promise<PageOutcome> {
  let call = inFlight.get(key);
  if (!call) {
    // The shared call outlives any one visitor (its own time limit still applies); each visitor
    // stops waiting as soon as their own request is aborted. Its outcome, the stale copy included,
    // is every waiting visitor's: one failed refresh is one stale page for all, not N error pages.
    call = resolvePage({ ...request, signal: undefined }, key)
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
 * The page for a request, or a thrown redirect / error response (spec 1 §4). Public answers are
 * reused for a few seconds, shared while under way, so a burst of visitors costs one CMS call, and
 * kept as the last good copy for when the CMS fails.
 */
export async function loadPage(request: PageRequest): Promise<PageData> {
  const config = getConfig();
  const cacheable = !isPrivateRequest(request.query);
  const key = cacheKey(request);
  if (cacheable) {
    const cached = pageCache().get(key);
    if (cached) return cached;
  }

  const outcome = cacheable ? await fetchShared(key, request) : await resolvePage(request, null);
  if (outcome.kind === "page") return outcome.page;
  if (outcome.kind === "redirect")
    throw redirect(outcome.location, { status: outcome.status, headers: securedHeaders() });
  const errorData: PageErrorData = {
    messageKey: outcome.messageKey,
    ...(config.exposeErrors && outcome.detail ? { detail: outcome.detail } : {}),
  };
  const retryAfter =
    outcome.retryAfter ??
    (outcome.status === 503 ? retryAfterSeconds(config.cmsBreakerCooldownMs) : undefined);
  const headers: HeadersInit = retryAfter !== undefined ? { "Retry-After": String(retryAfter) } : {};
  throw data(errorData, { status: outcome.status, headers });
}
