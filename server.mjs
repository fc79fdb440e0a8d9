// @ts-check
// The production server: `node server.mjs` serves build/ (the Remix app) and public/. README,
// "Container", says what it adds to remix-serve; README, "Configuration", lists its settings.
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { installGlobals } from "@remix-run/node";
import express from "express";
import { readBody } from "./server/body-reader.mjs";
import { canonicalPaths } from "./server/canonical-path.mjs";
import { compressPages } from "./server/compression.mjs";
import { privateAnswersToPosts } from "./server/private-answers.mjs";
import { precompressed } from "./server/precompressed.mjs";
import { readServerConfig } from "./server/config.mjs";
import { sendErrorPage } from "./server/error-page.mjs";
import {
  answerClientError,
  bodyRefusal,
  limitBody,
  refuseConnect,
  refuseCrossOrigin,
  rejectMalformed,
} from "./server/guards.mjs";
import { watchEventLoop } from "./server/event-loop.mjs";
import { limitConcurrency } from "./server/load-shedding.mjs";
import { spreadOverLoopTurns } from "./server/loop-turns.mjs";
import { pageOutputCache } from "./server/page-output-cache.mjs";
import { createLog, describeError, requestLog } from "./server/logging.mjs";
import { remixHandler } from "./server/remix-handler.mjs";
import { setSecurityHeaders } from "./server/security-headers.mjs";
import { handleShutdown } from "./server/shutdown.mjs";
import { collectProcessMetrics, metricsText, timeRequests } from "./server/metrics.mjs";

process.env.NODE_ENV ??= "production";
const root = path.dirname(fileURLToPath(import.meta.url));

let config;
try {
  config = readServerConfig(process.env);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const log = createLog(config.logLevel);

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(path.join(root, "build", "index.js")).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxyHops);

const server = http.createServer(
  {
    keepAliveTimeout: config.keepAliveTimeoutMs,
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // A request without Host gets our designed 400 (from rejectMalformed), not Node's empty one.
    requireHostHeader: false,
  },
  app,
);
const shutdown = handleShutdown(
  server,
  { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs },
  log,
);

/** @param {import("node:http").ServerResponse} res @param {number} status @param {string} text */
const plainText = (res, status, text) => {
  setSecurityHeaders(res);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(text);
};

collectProcessMetrics();
app.use(requestLog(log), timeRequests(), shutdown.duringDrain);
// Liveness: the process answers, whatever the load and whatever the request looks like.
app.get("/healthz", (_req, res) => plainText(res, 200, "ok"));

/** @param {import("node:http").ServerResponse} res */
const scrape = async (res) => {
  const { type, body } = await metricsText();
  res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
};
// Metrics: on their own port, or here for the allowed addresses only (others get a 404).
if (config.metricsPort > 0) {
  http
    .createServer((req, res) =>
      req.url === "/metrics" ? void scrape(res) : plainText(res, 404, "not found"),
    )
    .listen(config.metricsPort, config.host);
} else {
  app.get("/metrics", (req, res) => {
    const address = (req.ip ?? "").replace(/^::ffff:/, "");
    if (config.metricsAllow.includes(address)) void scrape(res);
    else sendErrorPage(req, res, 404);
  });
}
// Short loop turns, so new connections (and liveness probes) keep being accepted under load.
if (config.requestsPerLoopTurn > 0) app.use(spreadOverLoopTurns({ perTurn: config.requestsPerLoopTurn }));
app.use(rejectMalformed(), refuseCrossOrigin(), limitBody(config.maxBodyBytes));
app.use(canonicalPaths(), privateAnswersToPosts());
// The whole body is read (or refused with 408/413) before the request may wait for a render slot.
app.use(readBody({ maxBytes: config.maxBodyBytes, timeoutMs: config.bodyTimeoutMs }));
// The client address is the one the request log writes (req.ip: the socket's, or the
// X-Forwarded-For entry TRUST_PROXY_HOPS from the right); the form rate limit counts by it.
const remix = remixHandler({
  build,
  mode: process.env.NODE_ENV,
  getLoadContext: (req) => ({ clientAddress: req.ip }),
});
const eventLoop = watchEventLoop({ limitMs: config.eventLoopDelayLimitMs });
const OVERLOAD_UNREADY_MS = 2_000;
// Readiness stays the app's CMS check (app/routes/readyz.ts), 503 while draining or while the event
// loop runs late (the balancer moves traffic away). It skips the render limit: a queue alone must
// not look unready, or a burst would empty the whole pool.
app.get("/readyz", (req, res, next) => {
  if (shutdown.isDraining()) return plainText(res, 503, "draining");
  // Only a lasting delay: one slow moment (a GC, a burst) must not take the instance out.
  if (eventLoop.lateForMs() >= OVERLOAD_UNREADY_MS) return plainText(res, 503, "overloaded");
  remix(req, res, next);
});

app.use(compressPages());

// Static files: hashed build assets for a year; other public/ files (favicons, images) for an
// hour. Only paths under public/'s own top-level entries are looked up: CMS pages never touch
// the file system.
/** @param {string} maxAge @param {boolean} immutable */
const staticOptions = (maxAge, immutable) => ({
  maxAge,
  immutable,
  index: false,
  redirect: false,
  fallthrough: false,
  setHeaders: setSecurityHeaders,
});
const buildAssets = path.resolve(root, build.assetsBuildDirectory);
app.use(build.publicPath, precompressed(buildAssets), express.static(buildAssets, staticOptions("1y", true)));
const publicDir = path.join(root, "public");
const publicEntries = new Set(readdirSync(publicDir).filter((name) => name !== "build"));
const publicFiles = express.static(publicDir, staticOptions("1h", false));
app.use((req, res, next) =>
  publicEntries.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next(),
);

// A public page seen in the last seconds is answered from memory, before the render limit.
app.use(pageOutputCache({ maxSeconds: config.pageCacheSeconds }));
const renders = limitConcurrency({
  max: config.maxConcurrentRenders,
  queueSize: config.renderQueueSize,
  overloaded: eventLoop.overloaded,
});
app.all("*", renders, remix);

/** @type {import("express").ErrorRequestHandler} */
const onError = (error, req, res, _next) => {
  const code = /** @type {{ code?: string }} */ (error).code;
  const declared = Number(error?.status ?? error?.statusCode);
  // A URL the adapter cannot build comes from the request, not from us.
  const status = code === "ERR_INVALID_URL" ? 400 : declared >= 400 && declared < 600 ? declared : 500;
  if (status >= 500) {
    const { message, key, stack } = describeError(error);
    const debug = config.logLevel === "debug";
    log("error", "request failed", {
      key,
      status,
      path: req.path,
      error: message,
      ...(debug ? { stack } : {}),
    });
  }
  if (res.headersSent) return void res.destroy();
  sendErrorPage(req, res, status);
};
app.use(onError);

// What the HTTP parser refuses (and CONNECT) never reaches Express: answer it on the socket.
server.on("clientError", answerClientError(log));
server.on("connect", refuseConnect(log));
// `Expect: 100-continue`: refuse an oversized body before the client sends it.
server.on("checkContinue", (req, res) => {
  if (!bodyRefusal(req, config.maxBodyBytes)) res.writeContinue();
  app(req, res);
});

server.listen(config.port, config.host, () => {
  log("info", "listening", {
    port: config.port,
    host: config.host ?? null,
    keepAliveTimeoutMs: server.keepAliveTimeout,
    headersTimeoutMs: server.headersTimeout,
    requestTimeoutMs: server.requestTimeout,
    trustProxyHops: config.trustProxyHops,
    maxConcurrentRenders: config.maxConcurrentRenders,
    renderQueueSize: config.renderQueueSize,
    maxBodyBytes: config.maxBodyBytes,
    bodyTimeoutMs: config.bodyTimeoutMs,
    eventLoopDelayLimitMs: config.eventLoopDelayLimitMs,
    requestsPerLoopTurn: config.requestsPerLoopTurn,
    metrics: config.metricsPort > 0 ? `:${config.metricsPort}/metrics` : "/metrics",
  });
});
