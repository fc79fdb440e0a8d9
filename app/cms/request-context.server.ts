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

/**
 * Forwarded values come from the load balancer but can be forged by a client, so a host is only
 * used when it is well formed and, with PUBLIC_ORIGIN set, when it is that origin's host.
 */
export function getRequestContext(request: Request, publicOrigin: string | null): RequestContext {
  const url = new URL(request.url);
  const allowed = publicOrigin ? new URL(publicOrigin) : null;

  const forwardedProto = firstValue(request.headers.get("X-Forwarded-Proto"))?.toLowerCase();
  let protocol: "http" | "https" = forwardedProto === "http" ? "http" : "https";

  const candidates = [
    firstValue(request.headers.get("X-Forwarded-Host")),
    firstValue(request.headers.get("Host")),
  ].filter((value): value is string => value !== null && isValidHost(value));
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
  };
}
