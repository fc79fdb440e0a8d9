/**
 * robots.txt (docs/seo.md). Indexed: everything but the resource routes, previews, variants and edit
 * mode, with the sitemap index named. Not indexed (staging, a CMS preview, the demo): nothing at all.
 */
export function robotsTxt(indexing: boolean, origin: string): string {
  if (!indexing) return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /resources/",
    "Disallow: /*?*preview_token=",
    "Disallow: /*?*variant=",
    "Disallow: /*?*edit=",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Query parameters that make an answer a preview, a variant or edit mode: never indexed. */
export const UNINDEXED_QUERY_PARAMS = ["preview_token", "variant", "edit"] as const;

export function isUnindexedQuery(query: URLSearchParams): boolean {
  return UNINDEXED_QUERY_PARAMS.some((name) => query.has(name));
}
