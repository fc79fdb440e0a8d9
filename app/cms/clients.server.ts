import ky, { type KyInstance } from "ky";
import { getConfig } from "~/config.server";
import type { Locale } from "~/i18n/locales";

/**
 * The four HTTP clients of spec 1 §7. Every one sends Content-Language and Accept, has a timeout,
 * never retries (a visitor is waiting) and hands back non-2xx answers instead of throwing, so the
 * caller applies the status rules itself.
 */
type ClientOptions = { locale: Locale; signal?: AbortSignal };

/**
 * ky's own `timeout` stops at the headers: a server that answers them at once and then trickles the
 * body would hold the caller for as long as it likes. Each call gets a deadline signal instead, tied
 * to the whole exchange: the fetch and the reading of its body (`text()`, `json()`) both end when it
 * fires, with a `TimeoutError`.
 */
function fetchWithDeadline(timeoutMs: number): typeof fetch {
  return (input, init) => {
    // A timer of our own: on Node 20 an `AbortSignal.timeout` combined with `AbortSignal.any` can be
    // garbage-collected before it fires, and the call would then never end.
    const deadline = new AbortController();
    setTimeout(
      () => deadline.abort(new DOMException("The upstream call timed out", "TimeoutError")),
      timeoutMs,
    ).unref();
    const signals = [deadline.signal];
    // ky passes a Request carrying its own and the caller's signal; keep them.
    if (input instanceof Request) signals.push(input.signal);
    if (init?.signal) signals.push(init.signal);
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
}

function baseClient(
  prefixUrl: string,
  { locale, signal }: ClientOptions,
  headers: Record<string, string>,
): KyInstance {
  const config = getConfig();
  return ky.create({
    prefixUrl,
    timeout: false,
    fetch: fetchWithDeadline(config.upstreamTimeoutMs),
    retry: 0,
    throwHttpErrors: false,
    redirect: "manual",
    signal,
    headers: { "Content-Language": locale, Accept: "application/json", ...headers },
  });
}

/** CMS client with the X-Header-Api key. */
export function cmsClient(options: ClientOptions): KyInstance {
  const config = getConfig();
  return baseClient(`${config.cmsUrl}/api`, options, config.cmsKey ? { "X-Header-Api": config.cmsKey } : {});
}

/** CMS client with the site's X-Site-Api key. */
export function cmsSiteClient(options: ClientOptions & { siteKey: string }): KyInstance {
  return baseClient(`${getConfig().cmsUrl}/api`, options, { "X-Site-Api": options.siteKey });
}

/** Core API client for one microsite, with the X-Site-Key header. */
export function coreProtectedClient(
  options: ClientOptions & { micrositeId: string | number; siteKey: string },
): KyInstance {
  const base = `${getConfig().coreUrl}/api/swc/${encodeURIComponent(String(options.micrositeId))}`;
  return baseClient(base, options, { "X-Site-Key": options.siteKey });
}

/** Core API client without microsite or key. */
export function coreUnprotectedClient(options: ClientOptions): KyInstance {
  return baseClient(`${getConfig().coreUrl}/api/swc`, options, {});
}
