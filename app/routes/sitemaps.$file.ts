import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/seo/sitemap-route.server";

/** One sitemap file, `/sitemaps/{locale}-{kind}-{n}.xml` (docs/seo.md). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  sitemapResponse(request, `sitemaps/${params.file ?? ""}`);
