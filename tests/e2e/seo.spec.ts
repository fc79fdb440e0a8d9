import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PREVIEW_TOKEN } from "../../playwright.config";
import { checkJsonLd } from "./json-ld";

/*
 * Issue 36 over plain HTTP (no browser page: fast): robots, the sitemaps, a crawl from them, share
 * previews, JSON-LD and the canonical rules (docs/seo.md).
 */

const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 3211)}`;
const site = JSON.parse(readFileSync("demo-backend/content/sites/1.json", "utf8")) as {
  microsite_id: number;
  site_key: string;
};
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const MAX_URLS = 50_000;
/** Listing pages share one template: this many of each language (100 in all) are crawled; all pages and posts are. */
const LISTINGS_CRAWLED = 50;
const AT_ONCE = 8;

type UrlEntry = { loc: string; lastmod: string | null; alternates: Map<string, string> };

/** The sitemap index once the first background build is done (503 with Retry-After before). */
async function sitemapIndex(request: APIRequestContext) {
  let response = await request.get("/sitemap.xml");
  await expect
    .poll(
      async () => {
        response = await request.get("/sitemap.xml");
        return response.status();
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return response;
}

const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) => match[1]);

/**
 * What is wrong with a loc: it must be an absolute, already escaped URL of this site. Problems are
 * collected as text (one assertion per file): thousands of `expect` calls took minutes.
 */
function locProblem(loc: string, origin: string): string | null {
  if (/[<>"'\s]|&(?!amp;)/.test(loc)) return `${loc}: not URL-escaped`;
  let url: URL;
  try {
    url = new URL(loc.replace(/&amp;/g, "&"));
  } catch {
    return `${loc}: not an absolute URL`;
  }
  if (url.origin !== origin) return `${loc}: not on ${origin}`;
  return url.href === loc.replace(/&amp;/g, "&") ? null : `${loc}: not normalised (${url.href})`;
}

/** A urlset, checked strictly: declaration, namespaces, nothing but url elements, one loc each, ≤ 50,000. */
function parseUrlset(xml: string, origin: string, problems: string[]): UrlEntry[] {
  const head = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`;
  if (!xml.startsWith(head)) problems.push(`the urlset does not open with ${head}`);
  if (xml.replace(/<url>[\s\S]*?<\/url>/g, "").trimEnd() !== `${head}</urlset>`)
    problems.push("the urlset holds something else than url elements");
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  if (blocks.length === 0 || blocks.length > MAX_URLS) problems.push(`${blocks.length} URLs`);
  return blocks.map((block) => {
    const locs = texts(block, "loc");
    if (locs.length !== 1) problems.push(`${locs.length} loc in ${block}`);
    const problem = locProblem(locs[0] ?? "", origin);
    if (problem) problems.push(problem);
    const lastmod = texts(block, "lastmod")[0] ?? null;
    if (lastmod && Number.isNaN(Date.parse(lastmod))) problems.push(`${locs[0]}: lastmod ${lastmod}`);
    const alternates = new Map<string, string>();
    for (const link of block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
      const linkProblem = locProblem(link[2], origin);
      if (linkProblem) problems.push(linkProblem);
      alternates.set(link[1], link[2]);
    }
    if (block.replace(/<(loc|lastmod)>[^<]*<\/\1>|<xhtml:link [^>]*\/>/g, "") !== "")
      problems.push(`${locs[0]}: unexpected content`);
    return { loc: locs[0] ?? "", lastmod, alternates };
  });
}

async function coreTotal(request: APIRequestContext, what: string, query: string) {
  const response = await request.get(`${BACKEND}/api/swc/${site.microsite_id}/${what}?${query}`, {
    headers: { "X-Site-Key": site.site_key },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** `count` entries spread evenly over the list (its first and last pages of the core's paging alike). */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, items.length / count);
  return Array.from({ length: Math.min(count, items.length) }, (_, i) => items[Math.floor(i * step)]);
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += AT_ONCE)
    await Promise.all(items.slice(start, start + AT_ONCE).map(run));
}

/** Link texts that say nothing of where they lead (Lighthouse's English list and their French words). */
const VAGUE_LINK_TEXTS = new Set([
  ...["click here", "click this", "go", "here", "information", "learn more", "more", "more info"],
  ...["more information", "right here", "read more", "see more", "start", "this"],
  ...["cliquez ici", "ici", "en savoir plus", "plus", "lire la suite", "voir plus", "information"],
]);

/** The links of a page whose text (hidden words included, as a screen reader reads it) is vague. */
function vagueLinks(html: string): string[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].flatMap(([, attributes, inner]) => {
    const href = attributes.match(/href="([^"]*)"/)?.[1] ?? "";
    if (!href || /^(mailto:|tel:|sms:|javascript:|#)/.test(href)) return [];
    const text = inner
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;|\s+/g, " ")
      .trim()
      .toLowerCase();
    return VAGUE_LINK_TEXTS.has(text) ? [`"${text}" → ${href}`] : [];
  });
}

const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
const metaOf = (html: string, key: string) =>
  html
    .match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`))?.[1]
    ?.replace(/&amp;/g, "&");

/** The pixel size of a JPEG (its start-of-frame) or PNG (its header). */
function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] === 0x89 && bytes.toString("ascii", 1, 4) === "PNG")
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test.describe("search engines and shared links (issue 36)", () => {
  test("robots.txt keeps crawlers out of the demo; previews, variants and edit mode answer noindex", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
    for (const path of ["/fr", "/en"]) {
      expect((await request.get(path)).headers()["x-robots-tag"]).toBeUndefined();
      for (const query of [
        "?variant=2",
        `?preview_token=${PREVIEW_TOKEN}`,
        `?preview_token=${PREVIEW_TOKEN}&edit=1`,
      ]) {
        const response = await request.get(`${path}${query}`);
        expect(response.headers()["x-robots-tag"], `${path}${query}`).toBe("noindex");
      }
    }
  });

  test("the sitemap index and its files: every listing and post, strict structure, reciprocal alternates; then a crawl finds 200, a self canonical and descriptive link texts", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const index = await sitemapIndex(request);
    expect(index.headers()["content-type"]).toContain("application/xml");
    expect(index.headers()["cache-control"]).toMatch(/public, max-age=\d+, s-maxage=\d+/);
    const indexXml = await index.text();
    expect(indexXml).toMatch(
      new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?><sitemapindex xmlns="${SITEMAP_NS}">`),
    );
    const files = texts(indexXml, "loc");
    const problems = files.flatMap((file) => locProblem(file, origin) ?? []);
    const names = files.map((file) => new URL(file).pathname);
    for (const locale of ["fr", "en"])
      for (const kind of ["pages", "listings", "posts"])
        expect(names).toContain(`/sitemaps/${locale}-${kind}-1.xml`);

    // gzip-encoded for crawlers that take it (Playwright sends Accept-Encoding: gzip and decodes).
    const gzipped = await request.get(names[0], { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers()["content-encoding"]).toBe("gzip");
    expect(gzipped.headers()["vary"]).toContain("Accept-Encoding");

    const byFile = new Map<string, UrlEntry[]>();
    for (const name of names)
      byFile.set(name, parseUrlset(await (await request.get(name)).text(), origin, problems));
    const kindOf = (kind: string, locale: string) =>
      [...byFile]
        .filter(([name]) => name.startsWith(`/sitemaps/${locale}-${kind}-`))
        .flatMap(([, entries]) => entries);

    // Every listing and post of the demo, in each language (all of them, not the core's first page).
    for (const locale of ["fr", "en"] as const) {
      expect(kindOf("listings", locale)).toHaveLength(await coreTotal(request, "properties", "limit=1"));
      expect(kindOf("posts", locale)).toHaveLength(
        await coreTotal(request, "articles", `language=${locale}&limit=1`),
      );
    }

    // Alternates are reciprocal: the page each names lists the same alternates back.
    const all = new Map([...byFile.values()].flat().map((entry) => [entry.loc, entry]));
    for (const entry of all.values()) {
      if (entry.alternates.size === 0) continue;
      if (![...entry.alternates.values()].includes(entry.loc))
        problems.push(`${entry.loc}: not its own alternate`);
      for (const [lang, href] of entry.alternates) {
        if (lang === "x-default") continue;
        const back = all.get(href)?.alternates.get(new URL(entry.loc).pathname.slice(1, 3));
        if (back !== entry.loc) problems.push(`${href} (alternate of ${entry.loc}) does not name it back`);
      }
    }
    expect(problems).toEqual([]);

    // The crawl: all pages and posts, a sample of listings spread over each language's list.
    const crawled = [
      ...["fr", "en"].flatMap((locale) => [
        ...kindOf("pages", locale),
        ...kindOf("posts", locale),
        ...spread(kindOf("listings", locale), LISTINGS_CRAWLED),
      ]),
    ].map((entry) => entry.loc);
    const failures: string[] = [];
    await inBatches(crawled, async (loc) => {
      const response = await request.get(new URL(loc).pathname, { maxRedirects: 0 });
      const html = await response.text();
      if (response.status() !== 200) failures.push(`${loc}: ${response.status()}`);
      else if (canonicalOf(html) !== loc) failures.push(`${loc}: canonical ${canonicalOf(html)}`);
      // Lighthouse's SEO category reads link texts: each must say where it leads.
      for (const link of vagueLinks(html)) failures.push(`${loc}: link text ${link}`);
    });
    expect(failures).toEqual([]);
    expect(crawled.length).toBeGreaterThanOrEqual(2 * LISTINGS_CRAWLED + 20);
  });

  const PAGE_TYPES = [
    ["home", "/fr", "/en"],
    ["search", "/fr/proprietes", "/en/properties"],
    ["listing", "/fr/proprietes/14228746", "/en/properties/14228746"],
    ["blog", "/fr/blogue", "/en/blog"],
    ["contact", "/fr/contact", "/en/contact"],
    ["content", "/fr/vitrine/heros", "/en/showcase/heroes"],
  ] as const;

  test("every page type has a 1200 × 630 share image, a large Twitter card and JSON-LD held to schema.org", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const blog = await (await request.get("/fr/blogue")).text();
    const post = blog.match(/href="(\/fr\/blogue\/[a-z0-9-]+-\d+)"/)![1];
    const enPost = (await (await request.get(post)).text()).match(
      /hrefLang="en-CA" href="[^"]*?(\/en\/blog\/[^"]+)"/i,
    )?.[1];
    const pages = [...PAGE_TYPES, ["post", post, enPost ?? "/en/blog"] as const];
    const types = new Set<string>();
    const checkedUrls = new Set<string>();
    for (const [kind, ...paths] of pages) {
      for (const path of paths) {
        const html = await (await request.get(path)).text();
        const image = metaOf(html, "og:image");
        expect(image, `${kind} ${path} og:image`).toBeTruthy();
        expect(metaOf(html, "og:image:width")).toBe("1200");
        expect(metaOf(html, "og:image:height")).toBe("630");
        expect(metaOf(html, "og:image:alt")).toBeTruthy();
        expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
        const picture = await request.get(new URL(image!).pathname + new URL(image!).search);
        expect(picture.status(), `${kind} ${path} og:image answers`).toBe(200);
        expect(imageSize(await picture.body()), `${kind} ${path} og:image size`).toEqual({
          width: 1200,
          height: 630,
        });

        const report = checkJsonLd(html);
        expect(report.errors, `${kind} ${path} JSON-LD`).toEqual([]);
        report.types.forEach((type) => types.add(type));
        for (const url of report.urls) {
          const address = new URL(url);
          address.hash = "";
          if (checkedUrls.has(address.href)) continue;
          checkedUrls.add(address.href);
          // Only the site's own addresses can be fetched here (no network); others were checked absolute.
          if (address.origin !== new URL(image!).origin) continue;
          expect((await request.get(address.pathname + address.search)).status(), `${url} answers`).toBe(200);
        }
        if (kind === "listing") {
          expect(report.types).toEqual(
            expect.arrayContaining(["RealEstateListing", "BreadcrumbList", "Offer"]),
          );
          expect(html.match(/<title>[^<]*<\/title>/)?.[0]).toMatch(
            path.startsWith("/fr")
              ? /<title>Maison unifamiliale à vendre à [^<]+ – [\d\s\u00a0\u202f]+\$<\/title>/
              : /<title>Single-family home for sale in [^<]+ – \$[\d,]+<\/title>/,
          );
          const description = metaOf(html, "description")!;
          expect(description).toMatch(
            path.startsWith("/fr")
              ? /chambres · .* salles? de bain · .* pi²/
              : /bedrooms · .* bathrooms? · .* ft²/,
          );
        }
        if (kind === "post") {
          expect(metaOf(html, "og:type")).toBe("article");
          expect(Date.parse(metaOf(html, "article:published_time")!)).not.toBeNaN();
          expect(report.types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
        }
        if (kind === "home") expect(report.types).toContain("RealEstateAgent");
      }
    }
    expect([...types]).toEqual(
      expect.arrayContaining([
        "RealEstateAgent",
        "BreadcrumbList",
        "BlogPosting",
        "RealEstateListing",
        "ItemList",
      ]),
    );
  });

  test("canonical rules: filtered searches, the paginated blog, and listings off the market", async ({
    request,
  }) => {
    for (const [search, blog, listing] of [
      ["/fr/proprietes", "/fr/blogue", "/fr/proprietes/does-not-exist"],
      ["/en/properties", "/en/blog", "/en/properties/does-not-exist"],
    ]) {
      const oneTown = await (await request.get(`${search}?mun=66023`)).text();
      expect(canonicalOf(oneTown)).toMatch(new RegExp(`${search}$`));
      expect(metaOf(oneTown, "robots")).toBeUndefined();
      for (const query of [
        "?mun=66023&type=maison",
        "?mun=66023,66072",
        "?type=condo",
        "?order_by=price_asc",
      ]) {
        const filtered = await (await request.get(`${search}${query}`)).text();
        expect(canonicalOf(filtered), query).toMatch(new RegExp(`${search}$`));
        expect(metaOf(filtered, "robots"), query).toBe("noindex, follow");
      }
      const second = await (await request.get(`${blog}?page=2`)).text();
      expect(canonicalOf(second)).toMatch(new RegExp(`${blog}\\?page=2$`));
      expect(metaOf(second, "robots")).toBeUndefined();
      const gone = await request.get(listing);
      expect(gone.status()).toBe(410);
      expect(await gone.text()).toContain(`href="${search}"`);
    }
  });
});
