// @ts-check
import { isIPv4, isIPv6 } from "node:net";
import { rawErrorResponse, sendErrorPage } from "./error-page.mjs";

/**
 * Requests the app must never see: they would crash the URL building of the Remix adapter (a 500)
 * or reach the framework's default pages. Each gets the designed page with a 4xx status instead.
 */

const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
export const ALLOWED_METHODS = "GET, HEAD, POST";
const MAX_PATH_LENGTH = 2048;

const HOST_NAME =
  /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([^#]*)$/i;

/**
 * A Host header as RFC 9110 allows it: a name or an IP address, then an optional port 1–65535.
 * @param {string | undefined} value
 */
export function isValidHost(value) {
  if (!value || value.length > 260) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  if (name.startsWith("[")) return isIPv6(name.slice(1, -1));
  if (!HOST_NAME.test(name)) return false;
  // A name ending in a number is an IPv4 address to URL parsers, and must then be a valid one.
  const bare = name.replace(/\.$/, "");
  return /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/i.test(bare) ? isIPv4(bare) : true;
}

/** @param {string[]} rawHeaders names and values, alternating */
function hostLines(rawHeaders) {
  let lines = 0;
  for (let at = 0; at < rawHeaders.length; at += 2) if (rawHeaders[at].toLowerCase() === "host") lines += 1;
  return lines;
}

/** @returns {import("express").RequestHandler} */
export function rejectMalformed() {
  return (req, res, next) => {
    if (FORBIDDEN_METHODS.has(req.method)) {
      return sendErrorPage(req, res, 405, { Allow: ALLOWED_METHODS });
    }
    const host = req.headers.host;
    if (!isValidHost(host)) return sendErrorPage(req, res, 400);
    // Node keeps the first of two Host lines; RFC 9112 §3.2 requires a 400 (issue 35 §5).
    if (hostLines(req.rawHeaders) > 1) return sendErrorPage(req, res, 400);

    // The absolute form (RFC 9112 §3.2.2) is what a client sends a proxy; accept it for this host only.
    let target = req.url ?? "";
    if (!target.startsWith("/")) {
      const absolute = ABSOLUTE_FORM.exec(target);
      if (!absolute || absolute[1].toLowerCase() !== host?.toLowerCase()) return sendErrorPage(req, res, 400);
      target = absolute[2].startsWith("/") ? absolute[2] : `/${absolute[2]}`;
      req.url = req.originalUrl = target;
    }

    const query = target.indexOf("?");
    const path = query === -1 ? target : target.slice(0, query);
    if (path.length > MAX_PATH_LENGTH) return sendErrorPage(req, res, 414);
    try {
      decodeURIComponent(path);
    } catch {
      return sendErrorPage(req, res, 400);
    }

    // The Remix adapter builds the request's URL from these: the port of X-Forwarded-Host always,
    // its name and X-Forwarded-Proto when Express trusts the proxy.
    const forwardedHost = req.get("X-Forwarded-Host");
    if (forwardedHost && !forwardedHost.split(",").every((value) => isValidHost(value.trim()))) {
      return sendErrorPage(req, res, 400);
    }
    const forwardedProto = req.get("X-Forwarded-Proto")?.split(",")[0].trim();
    const trusted = req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0);
    if (trusted && forwardedProto !== undefined && !/^https?$/i.test(forwardedProto)) {
      return sendErrorPage(req, res, 400);
    }
    next();
  };
}

/**
 * Refuses a body larger than the limit before anything reads it. A body of unknown length
 * (chunked) could only be measured by reading it, so it needs a Content-Length.
 * @param {number} maxBytes
 * @returns {import("express").RequestHandler}
 */
export function limitBody(maxBytes) {
  return (req, res, next) => {
    const status = bodyRefusal(req, maxBytes);
    if (!status) return next();
    lingerBeforeClosing(req);
    sendErrorPage(req, res, status, { Connection: "close" });
  };
}

const LINGER_MS = 2000;

/**
 * Closing a connection with unread bytes in it resets it, and a client still uploading the body
 * it was refused may lose the answer before reading it. So, as nginx does, the server closes its
 * own side, drops what still arrives for a while, and only then closes the connection.
 * @param {import("node:http").IncomingMessage} req
 */
export function lingerBeforeClosing(req) {
  const socket = req.socket;
  req.resume();
  // Node's server calls destroySoon() once an answer with Connection: close is written.
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * 413, 411 or 0 when the body may be read.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} maxBytes
 */
export function bodyRefusal(req, maxBytes) {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > maxBytes ? 413 : 0;
  const bodiless = req.method === "GET" || req.method === "HEAD";
  return req.headers["transfer-encoding"] && !bodiless ? 411 : 0;
}

/** Parser errors with a more precise status than 400 (the rest are 400). */
const PARSER_ERROR_STATUS = /** @type {Record<string, number>} */ ({
  HPE_INVALID_METHOD: 405, // TRACK and other unknown methods
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
});

/**
 * @param {import("./logging.mjs").Log} log
 * @returns {(error: Error, socket: import("node:stream").Duplex) => void}
 */
export function answerClientError(log) {
  return (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? "";
    // Mid-answer (a pipelined request went wrong while a response is being written): just close.
    const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
      ?.headersSent;
    if (code === "ECONNRESET" || !socket.writable || answering) return void socket.destroy();
    const status = PARSER_ERROR_STATUS[code] ?? 400;
    log("info", "rejected", { status, code });
    socket.end(rawErrorResponse(status, status === 405 ? { Allow: ALLOWED_METHODS } : {}));
  };
}

/**
 * @param {import("./logging.mjs").Log} log
 * @returns {(req: import("node:http").IncomingMessage, socket: import("node:stream").Duplex) => void}
 */
export function refuseConnect(log) {
  return (_req, socket) => {
    log("info", "rejected", { status: 405, method: "CONNECT" });
    socket.end(rawErrorResponse(405, { Allow: ALLOWED_METHODS }));
  };
}

/**
 * A form post from another site is refused with the designed 403 (issue 7 §6) before Remix, whose
 * own check would answer a bare 500. Same rule as Remix's: the Origin's host must be the host the
 * request names (X-Forwarded-Host, else Host); an opaque `Origin: null` is refused too.
 * @returns {import("express").RequestHandler}
 */
export function refuseCrossOrigin() {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (req.method === "GET" || req.method === "HEAD" || origin === undefined) return next();
    const expected = (req.get("X-Forwarded-Host")?.split(",")[0] ?? req.headers.host ?? "")
      .trim()
      .toLowerCase();
    let host = "";
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      // "null" or garbage: not this site.
    }
    if (!host || host !== expected) return sendErrorPage(req, res, 403);
    next();
  };
}
