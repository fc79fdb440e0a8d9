import { pageDataSchema, type PageData } from "./schema";

/** Keys of `errors.*` in locales/ describing why a page could not be shown. */
export type PageErrorKey =
  | "403-message"
  | "404-message"
  | "410-message"
  | "500-message"
  | "503-message"
  | "unexpected-status"
  | "unexpected-redirection"
  | "unexpected-string"
  | "exception";

/**
 * Why an answer is not a page, when the CMS itself failed rather than answered:
 *   outage   no usable answer: no connection, a reset, a time-out, a 5xx/408/429 status; these count
 *            against the upstream's circuit breaker;
 *   invalid  an answer that is not a page (not JSON, a string, a wrong shape, a redirect without a
 *            location): the CMS is up but this answer is unusable (500, spec 1 §4), so it does not
 *            count against the breaker.
 * Both may be covered by the last good copy of the page (stale-if-error). An error without a
 * failure is the CMS's real answer about the page (403, 404, any other 4xx): it is passed on.
 */
export type UpstreamFailure = "outage" | "invalid";

export type PageOutcome =
  | { kind: "page"; page: PageData; /** Size of the JSON answer, to bound the cache. */ bytes?: number }
  | { kind: "redirect"; status: 301 | 302; location: string }
  | {
      kind: "error";
      status: number;
      messageKey: PageErrorKey;
      detail?: string;
      failure?: UpstreamFailure;
      /** Seconds for a Retry-After header. */
      retryAfter?: number;
      /** No call was made: the breaker was open, or no slot was free in time. */
      skipped?: "breaker" | "busy";
    };

/** Statuses where the CMS (or what stands in front of it) failed, rather than answered about the page. */
export function isFailureStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Statuses that say the CMS is out of reach or overloaded right now (a gateway error, its own
 * maintenance 503, a time-out, rate limiting): for the visitor that is an outage, 503 with
 * Retry-After (issue 11). A real 500 keeps its 500 (spec 1 §4), and any other status of 400 or
 * more its own status.
 */
const OUTAGE_STATUSES = new Set([408, 429, 502, 503, 504]);

/** The CMS's own Retry-After, when it gives a plausible number of seconds. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = Number(headers.get("Retry-After"));
  return Number.isInteger(value) && value > 0 && value <= 3600 ? value : undefined;
}

function withoutWww(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

/**
 * Where a CMS redirect may send the visitor: a path of this site, or an absolute http(s) URL of
 * this site (made a path). Anything else, another host, `//host`, `/\host` (browsers read the
 * backslash as a slash), `javascript:`, would be an off-site redirect: it is refused.
 */
export function siteRedirectLocation(location: string, siteHost?: string): string | null {
  const value = location.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!siteHost || withoutWww(url.host) !== withoutWww(siteHost)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type AnswerContext = {
  /** This site's host (with its port, if any), for redirects to an absolute URL of the site. */
  siteHost?: string;
};

const KNOWN_ERROR_KEYS: Record<number, PageErrorKey> = {
  403: "403-message",
  404: "404-message",
  500: "500-message",
  503: "503-message",
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Spec 1 §4 and §8: what a CMS page answer means, as a pure function of status, headers and body. */
export function interpretPageAnswer(
  status: number,
  headers: Headers,
  body: string,
  { siteHost }: AnswerContext = {},
): PageOutcome {
  const json = parseJson(body);

  if (status === 301 || status === 302) {
    const fromBody =
      json.ok && typeof json.value === "object" && json.value !== null && "location" in json.value
        ? (json.value as { location?: unknown }).location
        : undefined;
    const location = typeof fromBody === "string" && fromBody ? fromBody : headers.get("Location");
    if (!location)
      return { kind: "error", status: 500, messageKey: "unexpected-redirection", failure: "invalid" };
    const target = siteRedirectLocation(location, siteHost);
    // The refused address is not repeated in the detail: it may be markup or a script URL.
    if (target === null)
      return {
        kind: "error",
        status: 500,
        messageKey: "unexpected-redirection",
        detail: "Redirect to an address outside the site refused",
        failure: "invalid",
      };
    return { kind: "redirect", status, location: target };
  }

  if (OUTAGE_STATUSES.has(status)) {
    const retryAfter = retryAfterOf(headers);
    return {
      kind: "error",
      status: 503,
      messageKey: "503-message",
      detail: `Status ${status}`,
      failure: "outage",
      ...(retryAfter ? { retryAfter } : {}),
    };
  }
  if (status >= 400) {
    return {
      kind: "error",
      status,
      messageKey: KNOWN_ERROR_KEYS[status] ?? "unexpected-status",
      ...(isFailureStatus(status) ? { failure: "outage", detail: `Status ${status}` } : {}),
    };
  }
  if (status < 200 || status >= 300) {
    return {
      kind: "error",
      status: 500,
      messageKey: "unexpected-status",
      detail: `Status ${status}`,
      failure: "invalid",
    };
  }

  if (!json.ok) {
    // Not JSON (an HTML page, an answer cut short yet complete on the wire): the CMS answered, but
    // nothing usable. Spec 1 §4: an exception is the generic error, 500; outages (no answer, a
    // time-out, a 5xx status, a reset, an open breaker) keep their 503.
    return {
      kind: "error",
      status: 500,
      messageKey: "500-message",
      detail: "Body is not JSON",
      failure: "invalid",
    };
  }
  if (typeof json.value === "string") {
    return { kind: "error", status: 500, messageKey: "unexpected-string", failure: "invalid" };
  }
  const parsed = pageDataSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: "error",
      status: 500,
      messageKey: "500-message",
      detail: `Invalid page answer at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
      failure: "invalid",
    };
  }
  return { kind: "page", page: parsed.data, bytes: body.length };
}
