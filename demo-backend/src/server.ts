import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPhotoAsset, renderAsset } from "./assets";
import { answerPage, demoPage, loadContent, pageList, type Content } from "./cms";
import {
  allMunicipalities,
  articles,
  listSubmissions,
  searchFilters,
  searchProperties,
  storeSubmission,
  tooltip,
} from "./core";
import { openDatabase, type Db } from "./db";
import { HttpError, readBody, sendJson } from "./http";
import { IMAGE_FIXTURES } from "./image-fixtures";
import { iframeSearchPage } from "./iframe-search";
import { leadsPage, type LeadFailureMode } from "./leads";
import { sendMedia } from "./media";
import { photoStore, type PhotoStore } from "./photos";
import { parseTilePath, renderTilePng, renderTileSvg } from "./tiles";

export type DemoBackendOptions = {
  port?: number;
  host?: string;
  dbPath?: string;
  publicUrl?: string;
  cmsKey?: string;
  testHooks?: boolean;
  log?: boolean;
  /** Extra latency of every CMS page and demo-page answer, to benchmark the app's page cache. */
  cmsDelayMs?: number;
};

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Context = {
  db: Db;
  content: Content;
  publicUrl: string;
  options: DemoBackendOptions;
  /** Test hook: the contact call fails (500) or never answers. */
  leadFailure: LeadFailureMode;
  /** Failure modes for one visitor's email only, so parallel tests do not fail each other's posts. */
  leadFailures: Map<string, LeadFailureMode>;
  photos: PhotoStore;
  /**
   * Test hook (the cluster test): a share of CMS page calls fail with 502, or every one (down); the
   * core API's reads (not the leads) answer 500.
   */
  cmsFailure: CmsFailure;
};

type CmsFailure = { rate: number; down: boolean; core: boolean };

function langOf(req: IncomingMessage): "fr" | "en" {
  return String(req.headers["content-language"] ?? "").startsWith("en") ? "en" : "fr";
}

function protectedSite(ctx: Context, req: IncomingMessage, micrositeId: string) {
  const site = [...ctx.content.sites.values()].find(
    (candidate) => String(candidate.microsite_id) === micrositeId,
  );
  if (!site) throw new HttpError(404, "Unknown microsite");
  if (req.headers["x-site-key"] !== site.site_key) throw new HttpError(401, "Invalid X-Site-Key");
  return site;
}

async function route(ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL) {
  const method = req.method ?? "GET";
  const p = url.pathname;

  if (p === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  if (method === "GET" && p.startsWith("/assets/videos/")) {
    sendMedia(
      path.join(root, "content", "media"),
      decodeURIComponent(p.slice("/assets/videos/".length)),
      req,
      res,
    );
    return;
  }
  if (method === "GET" && p.startsWith("/assets/") && isPhotoAsset(p.slice("/assets/".length))) {
    const photo = await ctx.photos.photo(p.slice("/assets/".length));
    res
      .writeHead(200, {
        "Content-Type": "image/jpeg",
        "Content-Length": photo.length,
        "Cache-Control": "public, max-age=31536000, immutable",
      })
      .end(photo);
    return;
  }
  const fixture = ctx.options.testHooks && IMAGE_FIXTURES[p.replace(/^\/__test\/images\//, "")];
  if (method === "GET" && p.startsWith("/__test/images/") && fixture) {
    res.writeHead(200, { "Content-Type": fixture.type }).end(fixture.body);
    return;
  }
  if (method === "GET" && p.startsWith("/assets/")) {
    const asset = renderAsset(decodeURIComponent(p.slice("/assets/".length)));
    if (!asset) throw new HttpError(404, "Unknown asset");
    res
      .writeHead(200, {
        "Content-Type": asset.type,
        "Cache-Control": "public, max-age=31536000, immutable",
      })
      .end(asset.body);
    return;
  }

  const frame = method === "GET" ? p.match(/^\/iframe-search\/(fr|en)\/?$/) : null;
  if (frame) {
    const page = iframeSearchPage(ctx.db, frame[1] as "fr" | "en", ctx.publicUrl);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).end(page);
    return;
  }

  const tile = method === "GET" && p.startsWith("/tiles/") ? parseTilePath(p) : null;
  if (tile) {
    const body =
      tile.format === "png"
        ? renderTilePng(tile.z, tile.x, tile.y, tile.scale)
        : renderTileSvg(tile.z, tile.x, tile.y);
    res
      .writeHead(200, {
        "Content-Type": tile.format === "png" ? "image/png" : "image/svg+xml",
        "Cache-Control": "public, max-age=86400",
        "Access-Control-Allow-Origin": "*",
      })
      .end(body);
    return;
  }

  // The page call, the page list (/api/pages) and the development calls.
  if (p.startsWith("/api/page") || p.startsWith("/api/development")) {
    if (ctx.options.cmsKey && req.headers["x-header-api"] !== ctx.options.cmsKey)
      throw new HttpError(401, "Invalid X-Header-Api");
  }
  if (p.startsWith("/api/page") && cmsFails(ctx.cmsFailure)) {
    // Down: the connection drops without an answer, as from a CMS that is gone; else a gateway error.
    if (ctx.cmsFailure.down) return void req.socket.destroy();
    throw new HttpError(502, "CMS failure (test hook)");
  }
  const pageMatch = p.match(/^\/api\/page(?:\/([\w-]+))?$/);
  if (pageMatch && method === "POST") {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req)) || "{}");
    } catch {
      throw new HttpError(400, "Malformed JSON");
    }
    const answer = answerPage(ctx.db, ctx.content, body, pageMatch[1] ?? null);
    if (ctx.options.cmsDelayMs) await sleep(ctx.options.cmsDelayMs);
    if (answer.delayMs) await sleep(answer.delayMs);
    if (res.destroyed) return;
    sendJson(res, answer.status, answer.body, answer.headers);
    return;
  }
  const listMatch = p.match(/^\/api\/pages(?:\/([\w-]+))?$/);
  if (listMatch && method === "GET") {
    return sendJson(
      res,
      200,
      pageList(ctx.content, listMatch[1] ?? null, url.searchParams.get("domain_name")),
    );
  }
  if (p === "/api/development/demo-page" && method === "GET") {
    if (ctx.options.cmsDelayMs) await sleep(ctx.options.cmsDelayMs);
    if (res.destroyed) return;
    return sendJson(res, 200, demoPage(ctx.content));
  }

  if (p === "/api/swc/municipalities" && method === "GET") {
    return sendJson(res, 200, { data: { municipalities: allMunicipalities(ctx.db) } });
  }
  const core = p.match(/^\/api\/swc\/([\w-]+)\/(.+)$/);
  if (core) {
    const [, micrositeId, rest] = core;
    protectedSite(ctx, req, micrositeId);
    const lang = langOf(req);
    if (ctx.cmsFailure.core && method === "GET") throw new HttpError(500, "Core failure (test hook)");
    if (rest === "search-filters" && method === "GET")
      return sendJson(res, 200, { data: searchFilters(ctx.db) });
    if (rest === "properties" && method === "GET") {
      return sendJson(res, 200, { data: searchProperties(ctx.db, url.searchParams, lang, ctx.publicUrl) });
    }
    const tip = rest.match(/^property\/([\w-]+)\/tooltip$/);
    if (tip && method === "GET")
      return sendJson(res, 200, { data: tooltip(ctx.db, tip[1], lang, ctx.publicUrl) });
    if (rest === "articles" && method === "GET")
      return sendJson(res, 200, { data: articles(ctx.db, url.searchParams, ctx.publicUrl) });
    if (rest === "contact" && method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const failure = ctx.leadFailures.get(form.get("email") ?? "") ?? ctx.leadFailure;
      if (failure === "error") throw new HttpError(500, "Contact failure (test hook)");
      // "hang": never answers; the app's upstream deadline gives up.
      if (failure === "hang") return;
      const key = req.headers["idempotency-key"];
      return sendJson(
        res,
        200,
        storeSubmission(ctx.db, micrositeId, form, typeof key === "string" ? key : null),
      );
    }
  }
  if (p === "/leads" && method === "GET") {
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
      .end(leadsPage(ctx.db));
    return;
  }
  if (ctx.options.testHooks && p === "/__test/submissions" && method === "GET") {
    return sendJson(res, 200, listSubmissions(ctx.db));
  }
  if (ctx.options.testHooks && p === "/__test/contact-failure" && method === "POST") {
    let body: { mode?: unknown; email?: unknown };
    try {
      body = JSON.parse((await readBody(req)) || "{}") as { mode?: unknown; email?: unknown };
    } catch {
      throw new HttpError(400, "Malformed JSON");
    }
    const { mode, email } = body;
    if (mode !== "off" && mode !== "error" && mode !== "hang")
      throw new HttpError(400, "mode: off, error or hang");
    // With an email, only that visitor's posts; without, every post.
    if (typeof email === "string") ctx.leadFailures.set(email, mode);
    else ctx.leadFailure = mode;
    return sendJson(res, 200, { mode, email: typeof email === "string" ? email : null });
  }
  if (ctx.options.testHooks && p === "/__test/cms-failure" && method === "POST") {
    ctx.cmsFailure = readCmsFailure(await readBody(req));
    return sendJson(res, 200, ctx.cmsFailure);
  }
  throw new HttpError(404, "Not found");
}

const cmsFails = ({ rate, down }: CmsFailure) => down || (rate > 0 && Math.random() < rate);

/**
 * `{"rate": 0.3}` (a share of calls from 0 to 1), `{"down": true}`, `{"core": true}` (core reads fail);
 * `{}` heals both.
 */
function readCmsFailure(text: string): CmsFailure {
  let body: { rate?: unknown; down?: unknown; core?: unknown };
  try {
    body = JSON.parse(text || "{}") as typeof body;
  } catch {
    throw new HttpError(400, "Malformed JSON");
  }
  const rate = body.rate ?? 0;
  if (typeof rate !== "number" || rate < 0 || rate > 1)
    throw new HttpError(400, "rate: a number from 0 to 1");
  return { rate, down: body.down === true, core: body.core === true };
}

/** Starts the demo CMS + core API. Port 0 picks a free port. */
export async function startDemoBackend(options: DemoBackendOptions = {}) {
  const db = openDatabase(options.dbPath ?? path.join(root, "data", "demo.sqlite"));
  const content = loadContent(path.join(root, "content"));
  const ctx: Context = {
    db,
    content,
    publicUrl: options.publicUrl ?? "",
    options,
    leadFailure: "off",
    leadFailures: new Map(),
    cmsFailure: { rate: 0, down: false, core: false },
    photos: photoStore(path.join(root, "data")),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://demo.invalid");
    if (options.log) console.log(`${req.method} ${url.pathname}${url.search}`);
    route(ctx, req, res, url).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof HttpError)
        return sendJson(res, error.status, error.body ?? { message: error.message });
      console.error(error);
      sendJson(res, 500, { message: "Internal error" });
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  if (!options.publicUrl) ctx.publicUrl = url;

  return {
    url,
    /** Draws the photos not yet on disk (once; some seconds), so no visitor waits for one. */
    warmPhotos: () => ctx.photos.warm(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
