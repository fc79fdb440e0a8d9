// @ts-check
import { readdirSync } from "node:fs";
import path from "node:path";

const SUFFIXES = /** @type {const} */ ({ br: ".br", gzip: ".gz" });

/**
 * Serves the brotli or gzip copy that `npm run build` wrote next to a build asset
 * (scripts/precompress.mjs) to a client that accepts it: the static middleware after this one then
 * sends the copy, and compression() leaves an answer that is already encoded alone.
 * @param {string} directory the build assets' directory
 * @returns {import("express").RequestHandler}
 */
export function precompressed(directory) {
  const copies = new Set(
    readdirSync(directory, { recursive: true })
      .map((name) => `/${String(name).split(path.sep).join("/")}`)
      .filter((name) => /\.(br|gz)$/.test(name)),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = Object.entries(SUFFIXES).filter(([, suffix]) => copies.has(req.path + suffix));
    if (available.length === 0) return next();
    res.vary("Accept-Encoding");
    // Brotli first when the client takes both, whatever order it lists them in (as compression()).
    const encoding = available.map(([name]) => name).find((name) => req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url =
      req.path + SUFFIXES[/** @type {keyof typeof SUFFIXES} */ (encoding)] + req.url.slice(req.path.length);
    next();
  };
}
