// @ts-check
import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { BASE_SECURITY_HEADERS } from "./security-headers.mjs";

/**
 * The pages the server answers by itself, before (or instead of) the app: a malformed request, a
 * request the server sheds, a crash. Bilingual, self-contained (no script, font or image), so
 * they work whatever state the app and the CMS are in.
 */
/** @typedef {{ home: string, statuses: Record<string, { title: string, text: string }> }} ServerTexts */
/** @param {string} locale @returns {ServerTexts} */
const texts = (locale) =>
  JSON.parse(readFileSync(new URL(`../locales/${locale}/server-errors.json`, import.meta.url), "utf8"));
// Every visible string is in locales/ (server-errors.json, read only here).
const FR = texts("fr");
const EN = texts("en");

/** A strict policy for a page that needs nothing but its own inline style. */
const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** @param {number} status */
export function errorPageHtml(status) {
  const key = FR.statuses[status] ? String(status) : status >= 500 ? "500" : "400";
  const { title: frTitle, text: frText } = FR.statuses[key];
  const { title: enTitle, text: enText } = EN.statuses[key];
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status} · ${frTitle} · ${enTitle}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2433}
main{max-width:34rem;margin:1.5rem;padding:2rem 2.25rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.status{margin:0;font-size:3rem;font-weight:700;color:#8a94a6;line-height:1}
h1{margin:1rem 0 .25rem;font-size:1.35rem}
p{margin:0 0 1rem}
hr{border:0;border-top:1px solid #e3e6eb;margin:1.25rem 0}
a{color:#1f5fbf}
</style></head>
<body><main>
<p class="status">${status}</p>
<h1>${frTitle}</h1><p>${frText}</p><p><a href="/fr">${FR.home}</a></p>
<hr>
<div lang="en"><h1>${enTitle}</h1><p>${enText}</p><p><a href="/en">${EN.home}</a></p></div>
</main></body></html>
`;
}

/**
 * Status line fields and headers of a designed error answer.
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function errorPage(status, extraHeaders = {}) {
  const body = errorPageHtml(status);
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "Content-Security-Policy": ERROR_PAGE_CSP,
    ...BASE_SECURITY_HEADERS,
    ...extraHeaders,
  };
  return { status, headers, body };
}

/**
 * Answers a request with the designed page (no body for HEAD).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function sendErrorPage(req, res, status, extraHeaders) {
  const page = errorPage(status, extraHeaders);
  // Headers set for the answer that failed do not apply to this one (a drain's Connection: close does).
  for (const name of res.getHeaderNames()) if (name !== "connection") res.removeHeader(name);
  res.writeHead(page.status, page.headers);
  res.end(req.method === "HEAD" ? undefined : page.body);
}

/**
 * The same page as raw HTTP, for sockets the HTTP parser refused (no request object exists).
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function rawErrorResponse(status, extraHeaders = {}) {
  const page = errorPage(status, { ...extraHeaders, Connection: "close" });
  const head = Object.entries(page.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${head.join("")}\r\n${page.body}`;
}
