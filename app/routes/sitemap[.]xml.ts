import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/seo/sitemap-route.server";
import { SITEMAP_INDEX } from "~/seo/sitemap.server";

/** The sitemap index: one file per language and kind (docs/seo.md). */
export const loader = ({ request }: LoaderFunctionArgs) => sitemapResponse(request, SITEMAP_INDEX);
