// @ts-check
/**
 * The production server's own settings (README, Configuration). The app's settings stay in
 * app/config.server.ts; this module reads only what the HTTP layer needs.
 */

const LOG_LEVELS = /** @type {const} */ (["debug", "info", "warn", "error"]);

/** @typedef {(typeof LOG_LEVELS)[number]} LogLevel */
/** @typedef {ReturnType<typeof readServerConfig>} ServerConfig */

/**
 * Parses the environment; throws one message naming every bad variable.
 * @param {Record<string, string | undefined>} env
 */
export function readServerConfig(env) {
  const production = (env.NODE_ENV || "production") === "production";
  /** @type {string[]} */
  const problems = [];

  /** @param {string} name @param {number} fallback @param {number} min @param {number} max */
  const integer = (name, fallback, min, max) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`  ${name}: expected an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const keepAliveTimeoutMs = integer("KEEP_ALIVE_TIMEOUT_MS", 65_000, 100, 600_000);
  // Longer than the keep-alive time (the load balancer's idle timeout is shorter than both), and
  // Node requires requestTimeout ≥ headersTimeout.
  const headersTimeoutMs = keepAliveTimeoutMs + 1_000;
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(/** @type {LogLevel} */ (logLevel))) {
    problems.push(`  LOG_LEVEL: expected one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  }

  const config = {
    port: integer("PORT", 3000, 1, 65_535),
    host: env.HOST || undefined,
    // Behind one load balancer in production; nothing in front of a development server.
    trustProxyHops: integer("TRUST_PROXY_HOPS", production ? 1 : 0, 0, 10),
    keepAliveTimeoutMs,
    headersTimeoutMs,
    requestTimeoutMs: Math.max(90_000, headersTimeoutMs),
    maxBodyBytes: integer("MAX_BODY_BYTES", 100 * 1024, 1, 100 * 1024 * 1024),
    // A request body must arrive whole within this time (408), before it may wait for a render.
    bodyTimeoutMs: integer("BODY_TIMEOUT_MS", 10_000, 100, 600_000),
    maxConcurrentRenders: integer("MAX_CONCURRENT_RENDERS", 64, 1, 100_000),
    // New pages are shed (503) while the event loop runs later than this (p99 over 0.5 s; 0: never).
    eventLoopDelayLimitMs: integer("EVENT_LOOP_DELAY_LIMIT_MS", 200, 0, 60_000),
    renderQueueSize: integer("RENDER_QUEUE_SIZE", 32, 0, 100_000),
    // Requests started per event-loop turn (server/loop-turns.mjs; 0: no limit).
    requestsPerLoopTurn: integer("REQUESTS_PER_LOOP_TURN", 8, 0, 10_000),
    // The app's PAGE_CACHE_SECONDS also bounds how long a whole public page is reused (0: never).
    pageCacheSeconds: integer("PAGE_CACHE_SECONDS", 30, 0, 3600),
    shutdownDrainMs: integer("SHUTDOWN_DRAIN_MS", 10_000, 0, 600_000),
    shutdownTimeoutMs: integer("SHUTDOWN_TIMEOUT_MS", 25_000, 100, 600_000),
    // /metrics (docs/operations.md, "Metrics"): on a port of its own when set (0: on PORT, for the
    // addresses of METRICS_ALLOW only, the client's address as TRUST_PROXY_HOPS reads it).
    metricsPort: integer("METRICS_PORT", 0, 0, 65_535),
    metricsAllow: (env.METRICS_ALLOW ?? "127.0.0.1,::1")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    logLevel: /** @type {LogLevel} */ (
      LOG_LEVELS.includes(/** @type {LogLevel} */ (logLevel)) ? logLevel : "info"
    ),
  };
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n${problems.join("\n")}`);
  return config;
}
