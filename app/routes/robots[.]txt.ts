import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_CACHE_CONTROL } from "~/cms/page.server";
import { getRequestContext, isOriginFromRequest } from "~/cms/request-context.server";
import { getConfig } from "~/config.server";
import { robotsTxt } from "~/seo/robots.server";
import { securedHeaders } from "~/security-headers.server";

/**
 * Per environment: SEARCH_INDEXING, by default on only in production with CMS_PRODUCTION (docs/seo.md).
 * Its Sitemap line carries the origin: private as the pages are when the request chose it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const origin = getRequestContext(request, config.publicOrigin).fullOrigin;
  return new Response(robotsTxt(config.searchIndexing, origin), {
    headers: securedHeaders({
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": isOriginFromRequest(config) ? PRIVATE_CACHE_CONTROL : "public, max-age=3600",
    }),
  });
}
