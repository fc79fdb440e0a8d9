// @ts-check
import client from "prom-client";

/**
 * What an operator scrapes (issue 35 §4; docs/operations.md, "Metrics"). server.mjs and the app
 * (bundled in build/) both record here: the metrics live in prom-client's one registry, so each is
 * made once, by whichever side asks first.
 */
const { register } = client;

/**
 * @template {client.Metric<string>} M
 * @param {string} name
 * @param {() => M} make
 * @returns {M}
 */
function once(name, make) {
  return /** @type {M} */ (register.getSingleMetric(name)) ?? make();
}

const requestSeconds = () =>
  once(
    "http_request_duration_seconds",
    () =>
      new client.Histogram({
        name: "http_request_duration_seconds",
        help: "Time to answer a request, by kind (page, resource, image, static, probe) and status class",
        labelNames: ["kind", "status_class"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  );
const pageCacheEvents = () =>
  once(
    "page_cache_events_total",
    () =>
      new client.Counter({
        name: "page_cache_events_total",
        help: "Whole-page cache lookups: hit, miss, stale (an expired copy while it is rendered again), wait (single flight)",
        labelNames: ["event"],
      }),
  );
const sheds = () =>
  once(
    "requests_shed_total",
    () =>
      new client.Counter({
        name: "requests_shed_total",
        help: "Requests answered 503 at once to keep the process responsive, by reason",
        labelNames: ["reason"],
      }),
  );
const upstreamSeconds = () =>
  once(
    "upstream_request_duration_seconds",
    () =>
      new client.Histogram({
        name: "upstream_request_duration_seconds",
        help: "CMS and core API calls: time and outcome (ok, failed)",
        labelNames: ["upstream", "outcome"],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  );
const leads = () =>
  once(
    "leads_total",
    () =>
      new client.Counter({
        name: "leads_total",
        help: "Leads posted to the core API: sent, failed, deduplicated (the core already held its idempotency key)",
        labelNames: ["outcome"],
      }),
  );
const imageTransforms = () =>
  once(
    "image_transforms_total",
    () =>
      new client.Counter({
        name: "image_transforms_total",
        help: "Image transform answers by status (cached or made)",
        labelNames: ["status"],
      }),
  );

/** @param {string} path @returns {"page" | "resource" | "image" | "static" | "probe"} */
export function requestKind(path) {
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "probe";
  if (path.startsWith("/resources/image")) return "image";
  if (path.startsWith("/resources/")) return "resource";
  if (path.startsWith("/build/") || /\.[a-z0-9]{2,5}$/i.test(path)) return "static";
  return "page";
}

/** Times every request, once it is over. @returns {import("express").RequestHandler} */
export function timeRequests() {
  return (req, res, next) => {
    const stop = requestSeconds().startTimer();
    const kind = requestKind(req.path);
    res.once("close", () => stop({ kind, status_class: `${Math.floor(res.statusCode / 100)}xx` }));
    next();
  };
}

/** @param {"hit" | "miss" | "stale" | "wait"} event */
export const countPageCache = (event) => pageCacheEvents().inc({ event });
/** @param {"queue-full" | "event-loop"} reason */
export const countShed = (reason) => sheds().inc({ reason });
/** @param {"cms" | "core"} upstream @param {"ok" | "failed"} outcome @param {number} seconds */
export const observeUpstream = (upstream, outcome, seconds) =>
  upstreamSeconds().observe({ upstream, outcome }, seconds);
/** @param {"sent" | "failed" | "deduplicated"} outcome */
export const countLead = (outcome) => leads().inc({ outcome });
/** @param {number} status */
export const countImageTransform = (status) => imageTransforms().inc({ status: String(status) });

/**
 * A gauge read when scraped.
 * @param {string} name @param {string} help @param {() => number} read
 */
export function gauge(name, help, read) {
  once(
    name,
    () =>
      new client.Gauge({
        name,
        help,
        collect() {
          this.set(read());
        },
      }),
  );
}

/** The CMS breaker's state, read when scraped (0 closed, 1 half-open, 2 open). @param {() => string} read */
export function watchBreaker(read) {
  const values = /** @type {Record<string, number>} */ ({ closed: 0, "half-open": 1, open: 2 });
  gauge(
    "cms_breaker_state",
    "The CMS circuit breaker: 0 closed, 1 half-open, 2 open",
    () => values[read()] ?? 0,
  );
}

let defaults = false;
/**
 * Every metric from the start (a scrape shows a counter at 0 before its first event), and the
 * process's own (CPU, memory, event-loop delay as nodejs_eventloop_lag_*), once.
 */
export function collectProcessMetrics() {
  if (defaults) return;
  defaults = true;
  for (const make of [requestSeconds, pageCacheEvents, sheds, upstreamSeconds, leads, imageTransforms])
    make();
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });
}

/** The text a scrape reads. */
export async function metricsText() {
  return { type: register.contentType, body: await register.metrics() };
}
