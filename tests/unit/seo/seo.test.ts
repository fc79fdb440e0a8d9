import { gunzipSync } from "node:zlib";
import { parseConfig } from "~/config.server";
import { canonicalRule } from "~/seo/canonical.server";
import { robotsTxt } from "~/seo/robots.server";
import { buildSitemaps } from "~/seo/sitemap.server";
import type { SitemapSources } from "~/seo/sitemap-sources.server";

const ENV = { CMS_URL: "http://cms.test", CORE_URL: "http://core.test" };

describe("robots.txt per environment (issue 36 §1)", () => {
  it("lets crawlers in only in production with CMS_PRODUCTION, unless SEARCH_INDEXING says otherwise", () => {
    expect(parseConfig({ ...ENV, NODE_ENV: "production" }).searchIndexing).toBe(true);
    expect(parseConfig({ ...ENV, NODE_ENV: "production", CMS_PRODUCTION: "false" }).searchIndexing).toBe(
      false,
    );
    expect(parseConfig({ ...ENV, NODE_ENV: "development" }).searchIndexing).toBe(false);
    expect(parseConfig({ ...ENV, NODE_ENV: "production", SEARCH_INDEXING: "off" }).searchIndexing).toBe(
      false,
    );
    expect(parseConfig({ ...ENV, SEARCH_INDEXING: "on" }).searchIndexing).toBe(true);
  });

  it("in production names the sitemap index and keeps out resources, previews, variants and edit mode", () => {
    const text = robotsTxt(true, "https://www.example.com");
    expect(text).toContain("Allow: /\n");
    for (const rule of ["/resources/", "preview_token=", "variant=", "edit="]) expect(text).toContain(rule);
    expect(text).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });

  it("anywhere else disallows everything", () => {
    expect(robotsTxt(false, "https://staging.example.com")).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("sitemaps (issue 36 §2)", () => {
  const sources: SitemapSources = {
    pages: [{ paths: { fr: "/fr", en: "/en" }, lastmod: null }],
    listings: Array.from({ length: 2500 }, (_, i) => ({
      paths: { fr: `/fr/proprietes/${i}`, en: `/en/properties/${i}` },
      lastmod: `2026-01-${String((i % 28) + 1).padStart(2, "0")}T00:00:00.000Z`,
    })),
    posts: [{ paths: { fr: "/fr/blogue/seulement-en-francais-3" }, lastmod: "2026-02-01T00:00:00.000Z" }],
  };

  it("pages a kind beyond the limit of URLs per file, the index naming every file with its latest lastmod", async () => {
    const files = await buildSitemaps(sources, "https://site.example", 1000);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "sitemaps/fr-listings-1.xml",
        "sitemaps/fr-listings-2.xml",
        "sitemaps/fr-listings-3.xml",
        "sitemaps/en-listings-3.xml",
        "sitemaps/fr-posts-1.xml",
      ]),
    );
    expect(names).not.toContain("sitemaps/en-posts-1.xml");
    const third = files.get("sitemaps/fr-listings-3.xml")!.xml.toString();
    expect(third.match(/<url>/g)).toHaveLength(500);
    const index = files.get("sitemap.xml")!;
    expect(gunzipSync(index.gzip).toString()).toBe(index.xml.toString());
    expect(index.xml.toString()).toContain(
      "<loc>https://site.example/sitemaps/fr-listings-1.xml</loc><lastmod>2026-01-28T00:00:00.000Z</lastmod>",
    );
  });

  it("gives each page its languages as xhtml:link alternates, and none to a page in one language", async () => {
    const files = await buildSitemaps(sources, "https://site.example");
    const listings = files.get("sitemaps/en-listings-1.xml")!.xml.toString();
    const first = listings.match(/<url>.*?<\/url>/)![0];
    expect(first).toBe(
      "<url><loc>https://site.example/en/properties/0</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://site.example/fr/proprietes/0"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://site.example/en/properties/0"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/fr/proprietes/0"/></url>',
    );
    expect(files.get("sitemaps/fr-posts-1.xml")!.xml.toString()).not.toContain("xhtml:link");
  });
});

describe("canonical rules (issue 36 §5)", () => {
  const search = ["header-megamenu", "property-search"];
  const archive = ["blog-archive"];
  it.each([
    [search, "", { canonicalSearch: "", robots: null }],
    [search, "mun=66023", { canonicalSearch: "", robots: null }],
    [search, "mun=66023&type=maison", { canonicalSearch: "", robots: "noindex, follow" }],
    [search, "mun=66023,66072", { canonicalSearch: "", robots: "noindex, follow" }],
    [search, "order_by=price_asc", { canonicalSearch: "", robots: "noindex, follow" }],
    [archive, "page=3", { canonicalSearch: "?page=3", robots: null }],
    [archive, "page=1", { canonicalSearch: "", robots: null }],
    [archive, "page=2&categories=4", { canonicalSearch: "", robots: "noindex, follow" }],
    [["text-block-2"], "utm_source=x", { canonicalSearch: "", robots: null }],
  ])("%j with ?%s", (types, query, rule) => {
    expect(canonicalRule(types, new URLSearchParams(query))).toEqual(rule);
  });
});
