// @ts-check
import { readdirSync } from "node:fs";
import { setSecurityHeaders } from "./security-headers.mjs";

/** The site's languages: the first segment of every CMS page's path (locales/ has one folder each). */
const LOCALES = new Set(
  readdirSync(new URL("../locales", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** An encoded control character (CR, LF, NUL…): no page's address holds one. */
const CONTROL_ESCAPE = /%(?:[01][0-9a-f]|7f)/i;
const CONTROL_ESCAPES = new RegExp(CONTROL_ESCAPE.source, "gi");
/** U+FFFD, encoded: the page route answers its designed 404 for an address holding it. */
const REPLACEMENT = "%EF%BF%BD";

/**
 * The path Remix resolves a page's address to (WHATWG URL parsing: `%2e%2e`, `.`, `\`), with
 * repeated and trailing slashes dropped as the page loader drops them. Null when it is no page's.
 * @param {string} path
 */
export function canonicalPagePath(path) {
  // Built as the Remix adapter builds the request's URL: `//host/x` is a path here, not a host.
  const resolved = new URL(`http://site.invalid${path}`).pathname;
  const canonical = resolved.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
  return LOCALES.has(canonical.split("/")[1]) ? canonical : null;
}

/**
 * One address per page, so a shared cache (and ours, server/page-output-cache.mjs) keeps one copy
 * of it: `/en/x/%2e%2e/contact` and `/fr/contact////` aliased pages and evicted warm ones (issue
 * 35 §5). A GET of an alias is sent to the page's own address (301, cacheable: it depends on the
 * address alone). An encoded control character would make the router match no route (Remix's
 * bare 404, without the site's header and footer): it is replaced by U+FFFD, so the page route
 * answers its designed 404.
 * @returns {import("express").RequestHandler}
 */
export function canonicalPaths() {
  return (req, res, next) => {
    const target = req.url ?? "/";
    const query = target.indexOf("?");
    let path = query === -1 ? target : target.slice(0, query);
    const search = query === -1 ? "" : target.slice(query);
    if (CONTROL_ESCAPE.test(path)) {
      path = path.replace(CONTROL_ESCAPES, REPLACEMENT);
      req.url = req.originalUrl = `${path}${search}`;
    }
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPagePath(path);
    if (canonical === null || canonical === path) return next();
    setSecurityHeaders(res);
    res.writeHead(301, {
      Location: `${canonical}${search}`,
      "Cache-Control": "public, max-age=86400",
      "Content-Length": "0",
    });
    res.end();
  };
}
