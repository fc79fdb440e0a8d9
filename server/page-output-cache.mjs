// @ts-check
import { randomBytes } from "node:crypto";
import { countPageCache } from "./metrics.mjs";

/**
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   nonce: string | null,
 *   nonceAt: number[],
 *   spares: Buffer[],
 *   dropped: boolean,
 *   stored: number,
 *   expires: number,
 *   staleUntil: number,
 *   variantOf: string | null,
 * }} Entry
 */

/**
 * A short in-process cache of whole public pages, as the load balancer or a CDN keeps them for
 * `s-maxage`: a repeat visit costs a copy instead of a render. Only what the app itself marks
 * shareable is kept — a 200 HTML document with `Cache-Control: public` and `s-maxage`, without
 * Set-Cookie — for at most min(s-maxage, PAGE_CACHE_SECONDS). Variants, edit mode and previews are
 * `private, no-store` and never kept.
 *
 * - Each answer gets its own CSP nonce: the page is kept with the places of its nonce, and each
 *   answer is a copy with a new nonce written there, in its body and its headers (a shared nonce
 *   would be a public constant). Copies are reused once sent, within `spareBytes` in all, so an
 *   answer costs a memory copy, not an allocation.
 * - Single flight: visitors asking for a page being rendered wait for that render and share it.
 * - Stale-while-revalidate: once a copy expires, the next visitor renders it again while the
 *   others get the expired copy (at most `staleSeconds` old), so expiry never queues a crowd.
 * - A page keeps at most `maxVariantsPerPath` query variants: new query strings cannot evict the
 *   other pages.
 *
 * Mounted after compression, so it stores the page as the app wrote it and each answer is
 * compressed for its own client.
 *
 * @param {{ maxSeconds: number, staleSeconds?: number, maxEntries?: number, maxBytes?: number,
 *   maxVariantsPerPath?: number, spareBytes?: number, now?: () => number }} options
 * @returns {import("express").RequestHandler}
 */
export function pageOutputCache({
  maxSeconds,
  staleSeconds = 60,
  maxEntries = 300,
  maxBytes = 1024 * 1024,
  maxVariantsPerPath = 20,
  spareBytes = 16 * 1024 * 1024,
  now = Date.now,
}) {
  const pool = { bytes: 0, max: spareBytes };
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** Renders under way, by key: settled once the answer is stored (or not). @type {Map<string, Promise<void>>} */
  const flights = new Map();
  /** Keys whose last answer could not be shared, until when: their visitors need not wait. @type {Map<string, number>} */
  const unshared = new Map();
  /** Entries with a query string, per page. @type {Map<string, number>} */
  const variantCounts = new Map();

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    pool.bytes -= entry.spares.length * entry.body.length;
    entry.spares = [];
    entry.dropped = true;
    if (entry.variantOf === null) return;
    const count = (variantCounts.get(entry.variantOf) ?? 1) - 1;
    if (count > 0) variantCounts.set(entry.variantOf, count);
    else variantCounts.delete(entry.variantOf);
  }

  /** @param {string} key @param {Entry} entry */
  function insert(key, entry) {
    remove(key);
    if (entry.variantOf !== null) {
      const count = variantCounts.get(entry.variantOf) ?? 0;
      if (count >= maxVariantsPerPath) return;
      variantCounts.set(entry.variantOf, count + 1);
    }
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  }

  /** @param {string} key @param {number} until */
  function markUnshared(key, until) {
    unshared.delete(key);
    unshared.set(key, until);
    if (unshared.size > maxEntries) unshared.delete(/** @type {string} */ (unshared.keys().next().value));
  }

  return (req, res, next) => {
    if (maxSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    // Everything the app reads to build a page: the address, and the host it believes.
    const pageKey = [
      req.headers.host,
      req.headers["x-forwarded-host"],
      req.headers["x-forwarded-proto"],
      req.path,
    ].join("|");
    const key = `${pageKey}|${req.originalUrl}`;
    const time = now();
    let entry = entries.get(key);
    if (entry && entry.staleUntil <= time) {
      remove(key);
      entry = undefined;
    }
    if (entry && (entry.expires > time || flights.has(key) || req.method === "HEAD")) {
      countPageCache(entry.expires > time ? "hit" : "stale");
      // Least recently used goes first when the cache is full.
      entries.delete(key);
      entries.set(key, entry);
      return send(res, req.method, entry, time, pool);
    }
    const flight = flights.get(key);
    if (flight && !entry) {
      countPageCache("wait");
      void flight.then(() => {
        const shared = entries.get(key);
        if (shared && shared.staleUntil > now()) send(res, req.method, shared, now(), pool);
        else next();
      });
      return;
    }
    countPageCache("miss");
    if (req.method !== "GET" || (unshared.get(key) ?? 0) > time) return next();

    /** @type {() => void} */
    let resolveRender = () => {};
    /** @type {Promise<void>} */
    const render = new Promise((resolve) => {
      resolveRender = resolve;
    });
    flights.set(key, render);
    const settle = () => {
      if (flights.get(key) === render) flights.delete(key);
      resolveRender();
    };
    res.once("close", () => settle());
    capture(res, maxBytes, (status, body) => {
      const seconds = shareableSeconds(res, maxSeconds);
      const stored = now();
      const nonce = nonceOf(res.getHeader("content-security-policy"));
      if (seconds > 0 && body && (nonce === null || nonce.length === NONCE_LENGTH)) {
        unshared.delete(key);
        insert(key, {
          status,
          headers: storableHeaders(res),
          body,
          nonce,
          nonceAt: nonce ? placesOf(body, Buffer.from(nonce)) : [],
          spares: [],
          dropped: false,
          stored,
          expires: stored + seconds * 1000,
          staleUntil: stored + (seconds + Math.max(0, staleSeconds)) * 1000,
          variantOf: req.originalUrl.includes("?") ? pageKey : null,
        });
      } else {
        markUnshared(key, stored + maxSeconds * 1000);
        // The page moved, went away or turned private: its copy must not be served again. A
        // failed refresh (5xx) keeps it until staleUntil.
        if (status < 500) remove(key);
      }
      settle();
    });
    next();
  };
}

/**
 * Calls `done(status, body)` when the answer ends; body is null past `maxBytes`.
 * @param {import("node:http").ServerResponse} res
 * @param {number} maxBytes
 * @param {(status: number, body: Buffer | null) => void} done
 */
function capture(res, maxBytes, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > maxBytes) return;
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
      keep(chunk, encoding);
      done(res.statusCode, size <= maxBytes ? Buffer.concat(chunks) : null);
      return end(chunk, /** @type {BufferEncoding} */ (encoding), callback);
    }
  );
}

/** The app's nonces: 16 random bytes in base64. */
const NONCE_LENGTH = 24;

/**
 * One answer from a copy, with a nonce of its own.
 * @param {import("node:http").ServerResponse} res
 * @param {string} method
 * @param {Entry} entry
 * @param {number} time
 * @param {{ bytes: number, max: number }} pool
 */
function send(res, method, entry, time, pool) {
  const nonce = entry.nonce ? randomBytes(16).toString("base64") : null;
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(entry.headers)) {
    headers[name] = entry.nonce && nonce ? withNonce(value, entry.nonce, nonce) : value;
  }
  headers.Age = String(Math.max(0, Math.floor((time - entry.stored) / 1000)));
  res.writeHead(entry.status, headers);
  if (method === "HEAD") return void res.end();
  if (!nonce) return void res.end(entry.body);
  const spare = entry.spares.pop();
  if (spare) pool.bytes -= spare.length;
  const body = spare ?? Buffer.from(entry.body);
  for (const at of entry.nonceAt) body.write(nonce, at, "latin1");
  // Sent (compressed and written) in full: the copy may serve another answer.
  res.once("finish", () => {
    if (entry.dropped || pool.bytes + body.length > pool.max) return;
    entry.spares.push(body);
    pool.bytes += body.length;
  });
  res.end(body);
}

/** @param {string | string[]} value @param {string} from @param {string} to @returns {string | string[]} */
function withNonce(value, from, to) {
  return Array.isArray(value) ? value.map((item) => item.split(from).join(to)) : value.split(from).join(to);
}

/** @param {unknown} csp */
function nonceOf(csp) {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(String(csp ?? ""))?.[1] ?? null;
}

/** Where `nonce` occurs in `body`. @param {Buffer} body @param {Buffer} nonce */
function placesOf(body, nonce) {
  const places = [];
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) places.push(at);
  return places;
}

/** The headers a copy repeats: compression and framing are per answer. @param {import("node:http").ServerResponse} res */
function storableHeaders(res) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || /^(content-encoding|content-length|transfer-encoding|vary|age)$/i.test(name))
      continue;
    headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
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
