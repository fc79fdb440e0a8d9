import { PRIVATE_CACHE_CONTROL } from "~/cms/page.server";
import { getRequestContext, isOriginFromRequest } from "~/cms/request-context.server";
import { getConfig } from "~/config.server";
import { securedHeaders } from "~/security-headers.server";
import { currentSitemaps } from "./sitemap.server";

/** Seconds before the first build is likely done, for a crawler told to come back. */
const FIRST_BUILD_RETRY_SECONDS = 30;

/**
 * A sitemap file of the request's origin. A CDN may keep it an hour (the app rebuilds it as often by
 * default) and serve it a day longer while we fail, unless its origin (in every loc) came from the
 * request's Host: then it is private, as the pages are. gzip when the client takes it (crawlers do).
 */
export function sitemapResponse(request: Request, name: string): Response {
  const config = getConfig();
  const context = getRequestContext(request, config.publicOrigin);
  const set = currentSitemaps(context.fullOrigin, context.domainName);
  if (!set) {
    return new Response("The sitemap is being built; try again shortly.\n", {
      status: 503,
      headers: securedHeaders({
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(FIRST_BUILD_RETRY_SECONDS),
      }),
    });
  }
  const file = set.files.get(name);
  if (!file) {
    return new Response("No such sitemap.\n", {
      status: 404,
      headers: securedHeaders({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }),
    });
  }
  const gzip = /\bgzip\b/i.test(request.headers.get("Accept-Encoding") ?? "");
  const maxAge = config.sitemapRefreshSeconds;
  const headers = securedHeaders({
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": isOriginFromRequest(config)
      ? PRIVATE_CACHE_CONTROL
      : `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}, stale-if-error=86400`,
    "Last-Modified": new Date(set.builtAt).toUTCString(),
    Vary: "Accept-Encoding",
  });
  if (gzip) headers.set("Content-Encoding", "gzip");
  const body = gzip ? file.gzip : file.xml;
  headers.set("Content-Length", String(body.byteLength));
  return new Response(new Uint8Array(body), { status: 200, headers });
}
