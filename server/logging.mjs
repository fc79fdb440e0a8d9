// @ts-check
/** One JSON object per line on stdout, so the platform's log collector can index the fields. */

const RANK = { debug: 10, info: 20, warn: 30, error: 40 };

/** @typedef {keyof typeof RANK} Level */
/** @typedef {(level: Level, msg: string, fields?: Record<string, unknown>) => void} Log */

/**
 * Errors come from what visitors send as much as from faults, so a warning or error line that
 * carries a `key` (describeError's: the same message whatever URL it names) writes at most
 * `perMinute` lines a minute; the rest are counted and one line says how many were dropped. Keys
 * are bounded too: a flood of distinct messages shares one count. The request log (one line per
 * request, no key) is never thinned.
 * @param {Level} minimum
 * @param {{ perMinute?: number, write?: (line: string) => void, now?: () => number }} [options]
 * @returns {Log}
 */
export function createLog(minimum, options = {}) {
  const { perMinute = 20, write = (line) => void process.stdout.write(line), now = Date.now } = options;
  /** @type {Map<string, { since: number, lines: number, dropped: number, level: Level, msg: string }>} */
  const windows = new Map();
  /** @param {Level} level @param {string} msg @param {Record<string, unknown>} [fields] */
  const emit = (level, msg, fields) =>
    write(`${JSON.stringify({ time: new Date(now()).toISOString(), level, msg, ...fields })}\n`);
  /** @param {string} key */
  const reportDropped = (key) => {
    const window = windows.get(key);
    if (!window?.dropped) return;
    emit("warn", "log lines suppressed", { message: window.msg, suppressed: window.dropped, perMinute });
  };

  return (level, msg, fields) => {
    if (RANK[level] < RANK[minimum]) return;
    if (RANK[level] < RANK.warn || fields?.key === undefined) return emit(level, msg, fields);
    const at = now();
    let key = `${level} ${msg} ${String(fields.key)}`;
    if (!windows.has(key) && windows.size >= MAX_KEYS) key = `${level} (other messages)`;
    let window = windows.get(key);
    if (!window || at - window.since >= MINUTE) {
      reportDropped(key);
      window = { since: at, lines: 0, dropped: 0, level, msg };
      windows.delete(key);
      windows.set(key, window);
      // Windows over a minute old have said what they had to say.
      for (const [oldKey, old] of windows) {
        if (at - old.since < MINUTE) break;
        reportDropped(oldKey);
        windows.delete(oldKey);
      }
    }
    if (window.lines >= perMinute) {
      window.dropped += 1;
      return;
    }
    window.lines += 1;
    const rest = { ...fields };
    delete rest.key;
    emit(level, msg, rest);
  };
}

const MINUTE = 60_000;
const MAX_KEYS = 500;

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

/**
 * What one error line says: the status (a thrown Remix response's, else 500), the message, and a
 * key that groups the same message whatever the URL or number it names (for the rate limit).
 * @param {unknown} error
 */
export function describeError(error) {
  const thrown = /** @type {{ status?: unknown, statusText?: unknown, error?: unknown }} */ (error ?? {});
  const inner = thrown.error instanceof Error ? thrown.error : error instanceof Error ? error : undefined;
  const status = typeof thrown.status === "number" ? thrown.status : 500;
  const message = String(
    inner?.message ?? (typeof thrown.statusText === "string" && thrown.statusText) ?? error,
  ).slice(0, 500);
  const key = `${status} ${message
    .replace(/"[^"]*"|'[^']*'/g, "…")
    .replace(/\d+/g, "N")
    .slice(0, 120)}`;
  return { status, message, key, stack: inner?.stack };
}
