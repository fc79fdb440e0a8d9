import { expect, test, type APIRequestContext } from "@playwright/test";

/** How far from `/fr` and `/en`, and how many pages at most (the demo has about 2,400 listings). */
const MAX_DEPTH = 3;
const MAX_PAGES = 450;
/** Listing pages share one template: enough of them to catch a broken one, not all 2,400. */
const MAX_LISTINGS_PER_LANGUAGE = 40;
/** Links to one path differing only by their query (search filters, variants): a few suffice. */
const MAX_QUERIES_PER_PATH = 3;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const LISTING_PATH = /^\/(fr\/proprietes|en\/properties)\/[^/]+$/;

function linksOf(html: string, base: URL): { internal: URL[]; externalResources: string[] } {
  const internal: URL[] = [];
  const externalResources: string[] = [];
  for (const match of html.matchAll(/\shref="([^"]+)"/g)) {
    const raw = match[1].replace(/&amp;/g, "&");
    if (/^(mailto:|tel:|sms:|javascript:|#)/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (url.origin === base.origin) internal.push(url);
  }
  // What a browser would fetch by itself: scripts, images, stylesheets, frames.
  for (const match of html.matchAll(/\s(?:src|srcset|data-src)="([^"]+)"/g)) {
    for (const candidate of match[1].replace(/&amp;/g, "&").split(",")) {
      const address = candidate.trim().split(/\s+/)[0];
      if (!/^https?:\/\//i.test(address) && !address.startsWith("//")) continue;
      const host = new URL(address, base).hostname;
      if (!LOCAL_HOSTS.has(host)) externalResources.push(address);
    }
  }
  for (const match of html.matchAll(/<link[^>]+rel="(?:stylesheet|preload|modulepreload)"[^>]*>/g)) {
    const href = match[0].match(/href="([^"]+)"/)?.[1];
    if (href && /^(https?:)?\/\//.test(href) && !LOCAL_HOSTS.has(new URL(href, base).hostname))
      externalResources.push(href);
  }
  return { internal, externalResources };
}

async function crawl(request: APIRequestContext, baseURL: string) {
  const base = new URL(baseURL);
  const seen = new Set<string>();
  const queriesPerPath = new Map<string, number>();
  const listingsPerLanguage = new Map<string, number>();
  const queue: { url: URL; depth: number; from: string }[] = ["/fr", "/en"].map((path) => ({
    url: new URL(path, base),
    depth: 0,
    from: "(start)",
  }));
  const broken: string[] = [];
  const outside = new Set<string>();
  let visited = 0;

  function admit(url: URL): boolean {
    url.hash = "";
    const key = url.pathname + url.search;
    if (seen.has(key)) return false;
    if (url.search) {
      const count = queriesPerPath.get(url.pathname) ?? 0;
      if (count >= MAX_QUERIES_PER_PATH) return false;
      queriesPerPath.set(url.pathname, count + 1);
    }
    if (LISTING_PATH.test(url.pathname) && !url.search) {
      const language = url.pathname.slice(1, 3);
      const count = listingsPerLanguage.get(language) ?? 0;
      if (count >= MAX_LISTINGS_PER_LANGUAGE) return false;
      listingsPerLanguage.set(language, count + 1);
    }
    seen.add(key);
    return true;
  }
  for (const entry of queue) admit(entry.url);

  while (queue.length > 0 && visited < MAX_PAGES) {
    const { url, depth, from } = queue.shift()!;
    visited += 1;
    const response = await request.get(url.pathname + url.search, { maxRedirects: 5 });
    const path = url.pathname + url.search;
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${from})`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) continue;
    const { internal, externalResources } = linksOf(await response.text(), url);
    for (const resource of externalResources) outside.add(`${resource} (on ${path})`);
    if (depth >= MAX_DEPTH) continue;
    for (const link of internal) {
      if (link.pathname.startsWith("/build/") || link.pathname.startsWith("/resources/")) continue;
      if (admit(link)) queue.push({ url: link, depth: depth + 1, from: path });
    }
  }
  return { broken, outside: [...outside], visited, listings: listingsPerLanguage };
}

test("every link reachable from /fr and /en answers, and no page asks an outside host", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { broken, outside, visited, listings } = await crawl(request, baseURL!);
  console.log(
    `crawled ${visited} pages (listings: ${[...listings].map(([l, n]) => `${l} ${n}`).join(", ")})`,
  );
  expect(visited).toBeGreaterThan(50);
  expect(listings.get("fr") ?? 0).toBeGreaterThan(0);
  expect(listings.get("en") ?? 0).toBeGreaterThan(0);
  expect(broken, "broken links").toEqual([]);
  expect(outside, "requests to hosts outside the demo").toEqual([]);
});
