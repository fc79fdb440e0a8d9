/** Spec 1 §3: where the visitor is, as the page shell and the head need it. */
export type RequestContext = {
  protocol: "http" | "https";
  host: string;
  /** The host without a leading `www.` (used for canonical addresses and the alternate page call). */
  domainName: string;
  fullOrigin: string;
  /** The path without query and without trailing slashes. */
  fullPath: string;
};

const HOST_PATTERN =
  /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

export function isValidHost(value: string): boolean {
  return HOST_PATTERN.test(value);
}

function firstValue(header: string | null): string | null {
  const value = header?.split(",")[0]?.trim();
  return value ? value : null;
}

export function stripTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

type Source = { url: URL; forwardedProto: string | null; forwardedHost: string | null; host: string | null };

function sourceOf(request: Request): Source {
  return {
    url: new URL(request.url),
    forwardedProto: firstValue(request.headers.get("X-Forwarded-Proto")),
    forwardedHost: firstValue(request.headers.get("X-Forwarded-Host")),
    host: firstValue(request.headers.get("Host")),
  };
}

function contextOf(
  { url, forwardedProto, forwardedHost, host: hostHeader }: Source,
  publicOrigin: string | null,
) {
  const allowed = publicOrigin ? new URL(publicOrigin) : null;
  let protocol: "http" | "https" = forwardedProto?.toLowerCase() === "http" ? "http" : "https";

  const candidates = [forwardedHost, hostHeader].filter(
    (value): value is string => value !== null && isValidHost(value),
  );
  let host = candidates.find((value) => !allowed || value.toLowerCase() === allowed.host.toLowerCase());
  if (!host) host = allowed?.host ?? (isValidHost(url.host) ? url.host : "localhost");
  host = host.toLowerCase();
  if (allowed && host === allowed.host.toLowerCase())
    protocol = allowed.protocol === "http:" ? "http" : "https";

  const domainName = host.replace(/^www\./, "");
  return {
    protocol,
    host,
    domainName,
    fullOrigin: `${protocol}://${domainName}`,
    fullPath: stripTrailingSlashes(url.pathname),
  } satisfies RequestContext;
}

/**
 * Forwarded values come from the load balancer but can be forged by a client, so a host is only
 * used when it is well formed and, with PUBLIC_ORIGIN set, when it is that origin's host.
 */
export function getRequestContext(request: Request, publicOrigin: string | null): RequestContext {
  return contextOf(sourceOf(request), publicOrigin);
}

/**
 * In production without PUBLIC_ORIGIN, a page's origin (its canonical, og:url and hreflang links)
 * comes from the request's Host or forwarded headers, which any client may forge: such a page must
 * not be publicly cacheable, or a forged host would reach a CDN's shared copy (issue 35 §5). With
 * PUBLIC_ORIGIN set, only that origin is believed.
 */
export function isOriginFromRequest(config: { nodeEnv: string; publicOrigin: string | null }): boolean {
  return config.nodeEnv === "production" && !config.publicOrigin;
}
