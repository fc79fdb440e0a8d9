// @ts-check
// A stub CMS and core API on a loopback port, for the fault suite (tests/unit/faults/) and the load
// test (scripts/loadtest.mjs). Each CMS page call (POST /api/page…, keyed by the page path in its
// body) or other call (keyed "GET /api/…") can be told to answer a page, wait, hang, reset the
// connection, answer a status, HTML, truncated or wrongly shaped JSON, a redirect, or a trickle.
import http from "node:http";

/**
 * @typedef {(
 *   | { kind: "page"; page?: unknown }
 *   | { kind: "delay"; ms: number; then?: Behavior }
 *   | { kind: "hang" }
 *   | { kind: "reset" }
 *   | { kind: "status"; status: number; body?: string; contentType?: string }
 *   | { kind: "html" }
 *   | { kind: "truncated" }
 *   | { kind: "cut" }
 *   | { kind: "json"; body: unknown; status?: number }
 *   | { kind: "redirect"; status?: 301 | 302; location: string; inBody?: boolean }
 *   | { kind: "trickle"; intervalMs: number }
 * )} Behavior
 */

/** Text every stub page shows: tells a page (fresh or stale) from an error page. */
export const STUB_PAGE_MARKER = "Page de démonstration du stub";

/**
 * The content of a page like the demo's home page (~50 KB of HTML): 8 `list` blocks of 12 items,
 * block `n` titled `titleOf(n)` (French, English).
 * @param {(block: number) => [string, string]} titleOf
 */
export function stubListBlocks(titleOf) {
  /** @param {string} fr @param {string} en */
  const text = (fr, en) => ({ type: "text", value: { fr, en } });
  return Array.from({ length: 8 }, (_, block) => ({
    id: block,
    block_type: "list",
    block_params: { color_scheme: "normal" },
    fields: {
      main_title: text(...titleOf(block)),
      list_items_repeater: Array.from({ length: 12 }, (_, item) => {
        const n = block * 12 + item;
        return {
          icon: { type: "icon", name: ["home", "building", "key", "star"][n % 4] },
          main_title: text(`Maison n° ${n * 37}`, `House no. ${n * 37}`),
          description: {
            type: "textarea",
            value: {
              fr: `À vendre, ${(n * 7919) % 997} m², quartier ${n % 13}, ${(n * 104_729) % 900_000} $.`,
              en: `For sale, ${(n * 7919) % 997} m², district ${n % 13}, $${(n * 104_729) % 900_000}.`,
            },
          },
        };
      }),
      cta_repeater: [],
    },
  }));
}

/**
 * A page like the demo's home page (stubListBlocks). `stamp` (the time the stub answered, in ms)
 * is written in the page, so a load test can tell a stale copy.
 * @param {string} pagePath
 * @param {number} [stamp]
 */
export function stubPage(pagePath, stamp = Date.now()) {
  const blocks = stubListBlocks((block) => {
    const title = block === 0 ? `${STUB_PAGE_MARKER} ${pagePath} [stamp:${stamp}]` : `Section ${block}`;
    return [title, title];
  });
  return {
    title: { fr: "Accueil", en: "Home" },
    site_id: 1,
    alternate_paths: [
      { locale: "fr", path: pagePath },
      { locale: "en", path: pagePath.replace(/^\/fr/, "/en") },
    ],
    content: { fields: blocks },
  };
}

/**
 * @typedef {{
 *   url: string;
 *   port: number;
 *   behaviors: Map<string, Behavior>;
 *   fallback: Behavior;
 *   decide: ((key: string) => Behavior | undefined) | null;
 *   calls: string[];
 *   delays: Map<string, number>;
 *   counts: Record<string, number>;
 *   close(): Promise<void>;
 * }} StubUpstream
 */

/** @param {http.ServerResponse} res @param {number} status @param {string} body @param {string} type */
function send(res, status, body, type) {
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} pagePath
 * @param {Behavior} behavior
 */
function answer(req, res, pagePath, behavior) {
  switch (behavior.kind) {
    case "page":
      return send(res, 200, JSON.stringify(behavior.page ?? stubPage(pagePath)), "application/json");
    case "delay":
      return void setTimeout(() => {
        if (!res.destroyed) answer(req, res, pagePath, behavior.then ?? { kind: "page" });
      }, behavior.ms);
    case "hang":
      return; // the socket stays open until the caller gives up or the stub closes
    case "reset":
      return void (req.socket.resetAndDestroy ? req.socket.resetAndDestroy() : req.socket.destroy());
    case "status":
      return send(
        res,
        behavior.status,
        behavior.body ?? `<html><body><h1>${behavior.status} Bad Gateway</h1></body></html>`,
        behavior.contentType ?? "text/html",
      );
    case "html":
      return send(res, 200, "<!doctype html><html><body><h1>Maintenance</h1></body></html>", "text/html");
    case "truncated": {
      const full = JSON.stringify(stubPage(pagePath));
      return send(res, 200, full.slice(0, Math.floor(full.length / 2)), "application/json");
    }
    case "cut": {
      // Announces the whole body, sends half of it, then drops the connection.
      const full = JSON.stringify(stubPage(pagePath));
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(full) });
      res.write(full.slice(0, Math.floor(full.length / 2)));
      return void setTimeout(() => req.socket.destroy(), 20);
    }
    case "json":
      return send(res, behavior.status ?? 200, JSON.stringify(behavior.body), "application/json");
    case "redirect": {
      const status = behavior.status ?? 301;
      const body = behavior.inBody ? JSON.stringify({ location: behavior.location }) : "{}";
      res.writeHead(status, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
        ...(behavior.inBody ? {} : { Location: behavior.location }),
      });
      return void res.end(body);
    }
    case "trickle": {
      // Headers at once, then the body one byte at a time: only a deadline on the whole answer stops it.
      const full = JSON.stringify(stubPage(pagePath));
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(full) });
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= full.length) return void clearInterval(timer);
        res.write(full[sent]);
        sent += 1;
      }, behavior.intervalMs);
      res.on("close", () => clearInterval(timer));
      return;
    }
  }
}

/**
 * Starts the stub on 127.0.0.1. A call is answered by, in order: `decide(key)`, `behaviors.get(key)`,
 * a `delays` entry (a page that many ms late), then `fallback`. The key of a CMS page call is the
 * page path; of any other call, "METHOD /url".
 * @param {{ fallback?: Behavior; decide?: (key: string) => Behavior | undefined }} [options]
 * @returns {Promise<StubUpstream>}
 */
export async function startStubUpstream(options = {}) {
  /** @type {Map<string, Behavior>} */
  const behaviors = new Map();
  /** @type {Map<string, number>} */
  const delays = new Map();
  /** @type {string[]} */
  const calls = [];
  /** @type {Record<string, number>} */
  const counts = {};

  /** @type {StubUpstream} */
  const stub = {
    url: "",
    port: 0,
    behaviors,
    fallback: options.fallback ?? { kind: "page" },
    decide: options.decide ?? null,
    calls,
    delays,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const url = req.url ?? "/";
      let key = `${req.method} ${url}`;
      if (req.method === "POST" && /^\/api\/page(\/|$|\?)/.test(url)) {
        try {
          key = String(JSON.parse(Buffer.concat(chunks).toString() || "{}").path ?? "");
        } catch {
          key = "";
        }
      }
      calls.push(key);
      /** @type {Behavior} */
      let behavior = stub.decide?.(key) ?? behaviors.get(key) ?? stub.fallback;
      const delay = delays.get(key);
      if (delay !== undefined && !stub.decide && !behaviors.has(key)) behavior = { kind: "delay", ms: delay };
      // Anything but a page call (the core API, the demo page) gets an empty JSON object.
      if (!key.startsWith("/") && behavior.kind === "page" && !("page" in behavior && behavior.page)) {
        behavior = { kind: "json", body: {} };
      }
      counts[behavior.kind] = (counts[behavior.kind] ?? 0) + 1;
      answer(req, res, key, behavior);
    });
    req.on("error", () => undefined);
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  stub.port = typeof address === "object" && address ? address.port : 0;
  stub.url = `http://127.0.0.1:${stub.port}`;
  return stub;
}
