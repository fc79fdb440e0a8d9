// @ts-check

/**
 * A short in-process cache of whole public pages, as the load balancer or a CDN keeps them for
 * `s-maxage`: a repeat visit costs a copy instead of a render. Only what the app itself marks
 * shareable is kept — a 200 HTML document with `Cache-Control: public` and `s-maxage`, without
 * Set-Cookie — for at most min(s-maxage, PAGE_CACHE_SECONDS). Variants, edit mode and previews are
 * `private, no-store` and never kept. The copy keeps its headers, so its CSP nonce matches its
 * scripts: the same trade-off as any shared cache of these pages (README, Container).
 *
 * Mounted after compression, so it stores the page as the app wrote it and each answer is
 * compressed for its own client.
 *
 * @param {{ maxSeconds: number, maxEntries?: number, maxBytes?: number }} options
 * @returns {import("express").RequestHandler}
 */
export function pageOutputCache({ maxSeconds, maxEntries = 300, maxBytes = 1024 * 1024 }) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, stored: number, expires: number }>} */
  const entries = new Map();

  return (req, res, next) => {
    if (maxSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    // Everything the app reads to build a page: the address, and the host it believes.
    const key = [
      req.headers.host,
      req.headers["x-forwarded-host"],
      req.headers["x-forwarded-proto"],
      req.originalUrl,
    ].join("|");
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      // Least recently used goes first when the cache is full.
      entries.delete(key);
      entries.set(key, hit);
      res.writeHead(hit.status, { ...hit.headers, Age: String(Math.floor((now - hit.stored) / 1000)) });
      res.end(req.method === "HEAD" ? undefined : hit.body);
      return;
    }
    if (hit) entries.delete(key);
    if (req.method !== "GET") return next();

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (chunk === undefined || chunk === null || size > maxBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            /** @type {string} */ (chunk),
            /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
          );
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = /** @type {typeof res.write} */ (
      (chunk, encoding, callback) => {
        keep(chunk, encoding);
        return write(chunk, /** @type {BufferEncoding} */ (encoding), callback);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      (chunk, encoding, callback) => {
        if (typeof chunk !== "function") keep(chunk, encoding);
        const seconds = shareableSeconds(res, maxSeconds);
        if (seconds > 0 && size <= maxBytes) {
          /** @type {Record<string, string | string[]>} */
          const headers = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            // Compression and framing are per answer.
            if (
              value === undefined ||
              /^(content-encoding|content-length|transfer-encoding|vary|age)$/i.test(name)
            )
              continue;
            headers[name] = Array.isArray(value) ? value : String(value);
          }
          const stored = Date.now();
          entries.set(key, {
            status: res.statusCode,
            headers,
            body: Buffer.concat(chunks),
            stored,
            expires: stored + seconds * 1000,
          });
          while (entries.size > maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest === undefined) break;
            entries.delete(oldest);
          }
        }
        return end(chunk, /** @type {BufferEncoding} */ (encoding), callback);
      }
    );
    next();
  };
}

/**
 * How long an answer may be shared: min(s-maxage, the limit) for a public 200 HTML page without
 * cookies, else 0.
 * @param {import("node:http").ServerResponse} res
 * @param {number} limit
 */
function shareableSeconds(res, limit) {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return 0;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return 0;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /no-store|private/i.test(cacheControl)) return 0;
  const sMaxAge = Number(/s-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  return Math.min(sMaxAge, limit);
}
