// @ts-check
/** One JSON object per line on stdout, so the platform's log collector can index the fields. */

const RANK = { debug: 10, info: 20, warn: 30, error: 40 };

/** @typedef {keyof typeof RANK} Level */
/** @typedef {(level: Level, msg: string, fields?: Record<string, unknown>) => void} Log */

/**
 * @param {Level} minimum
 * @returns {Log}
 */
export function createLog(minimum) {
  return (level, msg, fields) => {
    if (RANK[level] < RANK[minimum]) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
}

const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * @param {string} path
 * @param {number} status
 * @returns {Level}
 */
function levelOf(path, status) {
  if (PROBES.has(path)) return status < 400 ? "debug" : "warn";
  // 503 is shed load or a drain: a capacity signal, not a fault.
  if (status === 503) return "warn";
  return status >= 500 ? "error" : "info";
}

/**
 * Logs every request once it is over: method, path (without the query, which may hold what a
 * visitor typed), status, duration, bytes sent on the connection (headers included) and the
 * client address. A probe that succeeds is logged at debug level, a 503 as a warning.
 * @param {Log} log
 * @returns {import("express").RequestHandler}
 */
export function requestLog(log) {
  return (req, res, next) => {
    const started = performance.now();
    const socket = req.socket;
    const bytesBefore = socket.bytesWritten;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = (query === -1 ? url : url.slice(0, query)).slice(0, 512);
    res.once("close", () => {
      const status = res.statusCode;
      const level = levelOf(path, status);
      log(level, "request", {
        method: req.method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: socket.bytesWritten - bytesBefore,
        ip: req.ip,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}
