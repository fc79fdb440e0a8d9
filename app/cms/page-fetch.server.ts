import { createHash, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { isValidVariantId } from "~/content/link-href";
import type { Locale } from "~/i18n/locales";
import { cmsClient } from "./clients.server";
import { interpretPageAnswer, type PageOutcome } from "./page-answer";
import { createCircuitBreaker, createConcurrencyLimit } from "./upstream-guard.server";
import { observeUpstream, watchBreaker } from "../../server/metrics.mjs";
import { BOUND_PARAMS, FILTER_PARAMS } from "~/search/filters";

/**
 * The query keys the CMS page call may use: the search filters of the properties page (spec 1 §5,
 * spec 2 §3, spec 3 §3) come back as the page's core data (listings, markers), so they reach the
 * CMS, and tell two cached pages apart, on a page with a search block only (page-stores.server.ts).
 * Any other key (utm_*, gclid, fbclid, msclkid, _ga, a typo, a cache-buster) does not change the
 * page: it is neither sent nor part of the cache key, so such visits share one cache entry.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  ...FILTER_PARAMS,
  "reset_filters",
  "map_bounds",
  ...BOUND_PARAMS,
];

export type PageRequest = {
  locale: Locale;
  path: string;
  query: URLSearchParams;
  domainName: string;
  signal?: AbortSignal;
  /** Whether the search filters go to the CMS: false for a page known to have no search block. */
  withFilters?: boolean;
};

/** Constant-time comparison, so response timing tells nothing about the secret. */
function isPreviewToken(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}

export function isEditMode(query: URLSearchParams): boolean {
  return isPreviewToken(query.get("preview_token"), getConfig().previewToken);
}

/**
 * What is sent to the CMS as `query`. A `variant` (a preview of a page variant) is sent when it is a
 * plausible id. `edit` asks the CMS for the editing view, so it only goes with the edit-mode secret;
 * the secret itself (`preview_token`) is ours alone and never leaves this server.
 */
export function queryObject(query: URLSearchParams, withFilters = true): Record<string, string> | undefined {
  const entries: [string, string][] = [];
  for (const key of withFilters ? [...new Set(query.keys())].sort() : []) {
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
watchBreaker(cmsCircuitState);

export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function retryAfterSeconds(ms: number): number {
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
  const query = queryObject(request.query, request.withFilters);
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
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    answer = await callCms(request);
    observeUpstream("cms", answer.status >= 500 ? "failed" : "ok", seconds());
  } catch (error) {
    if (request.signal?.aborted) {
      ticket.abandon();
      throw error;
    }
    observeUpstream("cms", "failed", seconds());
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
