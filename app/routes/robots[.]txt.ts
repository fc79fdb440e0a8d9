import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRequestContext } from "~/cms/request-context.server";
import { getConfig } from "~/config.server";
import { robotsTxt } from "~/seo/robots.server";
import { securedHeaders } from "~/security-headers.server";

/** Per environment: SEARCH_INDEXING, by default on only in production with CMS_PRODUCTION (docs/seo.md). */
export function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const origin = getRequestContext(request, config.publicOrigin).fullOrigin;
  return new Response(robotsTxt(config.searchIndexing, origin), {
    headers: securedHeaders({
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  });
}
