// First-load JavaScript of a page, gzip level 9: the measurement behind the budget check in `npm test`
// (tests/e2e/demo-pages.spec.ts) and `npm run bench`, so both report the same number.
//  - html: every /build/…js the HTML references (script src, <link rel="modulepreload"> href); the app
//    writes a modulepreload link for everything the first view needs;
//  - browser (a guard): every .js response a real page load requests before the `load` event plus 1 s
//    without network activity (catches chunks imported lazily at start-up).
// The page's figure is the larger of the two.
import { gzipSync } from "node:zlib";
import { KB } from "./budgets.mjs";

export const IDLE_MS = 1000;
const MAX_IDLE_WAIT_MS = 10_000;

/** gzip size at level 9, in bytes. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The /build/…js files an HTML document references through script src and modulepreload href. */
export function scriptsInHtml(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isLink = /^<link/i.test(tag);
    if (isLink && !/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const url = tag.match(isLink ? /\bhref=["']?([^"'\s>]+)/i : /\bsrc=["']?([^"'\s>]+)/i)?.[1];
    if (url && /^\/build\/[^?#]+\.js(?:[?#]|$)/.test(url)) found.add(url);
  }
  return [...found];
}

function summarise(entries) {
  const scripts = entries.sort((a, b) => b.gzip - a.gzip);
  return { scripts, gzip: scripts.reduce((sum, entry) => sum + entry.gzip, 0) };
}

/**
 * @param {string} html
 * @param {(url: string) => Promise<Buffer | Uint8Array>} readScript bytes of a /build/… URL
 */
export async function measureHtml(html, readScript) {
  const entries = await Promise.all(
    scriptsInHtml(html).map(async (url) => {
      const body = await readScript(url);
      return { url, bytes: body.length, gzip: gzipSize(body) };
    }),
  );
  return summarise(entries);
}

const IGNORED_FOR_IDLE = new Set(["media", "websocket", "eventsource"]);

/**
 * Loads `url` in `page` and waits for the load event plus IDLE_MS without requests in flight, calling
 * `onResponse` with every response until then. Shared by the first-load JavaScript and the bench's
 * first-view image bytes (scripts/bench/image-bytes.mjs).
 * @param {import("@playwright/test").Page} page
 * @param {string} url
 * @param {(response: import("@playwright/test").Response) => void} onResponse
 */
export async function loadUntilIdle(page, url, onResponse) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  const onRequest = (request) => {
    if (IGNORED_FOR_IDLE.has(request.resourceType())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  page.on("response", onResponse);
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const deadline = Date.now() + MAX_IDLE_WAIT_MS;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
    page.off("response", onResponse);
  }
}

/**
 * Loads `url` in `page` (a fresh context: nothing cached) and sums every .js response requested before
 * the load event plus IDLE_MS without requests in flight.
 * @param {import("@playwright/test").Page} page
 * @param {string} url
 */
export async function measureInBrowser(page, url) {
  const responses = [];
  await loadUntilIdle(page, url, (response) => {
    const { protocol, pathname } = new URL(response.url());
    const type = response.headers()["content-type"] ?? "";
    if (!protocol.startsWith("http") || response.status() !== 200) return;
    if (/\.m?js$/.test(pathname) || /javascript|ecmascript/.test(type)) responses.push(response);
  });
  const pageOrigin = new URL(page.url()).origin;
  const byUrl = new Map();
  for (const response of responses) {
    const { origin, pathname, search } = new URL(response.url());
    const key = origin === pageOrigin ? pathname + search : response.url();
    if (byUrl.has(key)) continue;
    const body = await response.body();
    byUrl.set(key, { url: key, bytes: body.length, gzip: gzipSize(body) });
  }
  return summarise([...byUrl.values()]);
}

/**
 * Both measurements of one page; `gzip` is the larger, the figure budgets apply to.
 * @param {{
 *   url: string;
 *   fetchHtml: (url: string) => Promise<string>;
 *   readScript: (url: string) => Promise<Buffer | Uint8Array>;
 *   page: import("@playwright/test").Page;
 * }} options
 */
export async function measureFirstLoadJs({ url, fetchHtml, readScript, page }) {
  const html = await measureHtml(await fetchHtml(url), readScript);
  const browser = await measureInBrowser(page, url);
  return { html, browser, gzip: Math.max(html.gzip, browser.gzip) };
}

export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Every script either measurement saw, largest first, with its sizes and who saw it. */
export function describeScripts(result) {
  const inHtml = new Set(result.html.scripts.map((entry) => entry.url));
  const inBrowser = new Set(result.browser.scripts.map((entry) => entry.url));
  const all = new Map([...result.browser.scripts, ...result.html.scripts].map((entry) => [entry.url, entry]));
  const rows = [...all.values()].sort((a, b) => b.gzip - a.gzip);
  return [
    `HTML references ${inHtml.size} scripts: ${formatKb(result.html.gzip)} gzip; ` +
      `the browser loaded ${inBrowser.size} before load + ${IDLE_MS} ms idle: ${formatKb(result.browser.gzip)} gzip`,
    ...rows.map((entry) => {
      const seen = [inHtml.has(entry.url) && "html", inBrowser.has(entry.url) && "browser"].filter(Boolean);
      return `  ${formatKb(entry.gzip).padStart(9)} gzip  ${formatKb(entry.bytes).padStart(9)} raw  ${entry.url}  (${seen.join(", ")})`;
    }),
  ].join("\n");
}
