// @ts-check
import { lingerBeforeClosing } from "./guards.mjs";
import { sendErrorPage } from "./error-page.mjs";

/**
 * Reads a request's body in full, under its own deadline and the size limit, before the request
 * goes further (to a render slot): a client that sends its body slowly, or stops, holds only its
 * own connection, never a slot other visitors wait for. Slower than the deadline gets the designed
 * 408; more bytes than the limit (a chunked body) the designed 413. The bytes wait in `req.rawBody`
 * for the Remix handler (server/remix-handler.mjs).
 * @param {{ maxBytes: number, timeoutMs: number }} limits
 * @returns {import("express").RequestHandler}
 */
export function readBody({ maxBytes, timeoutMs }) {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    const refuse = (/** @type {number} */ status) => {
      finish();
      lingerBeforeClosing(req);
      sendErrorPage(req, res, status, { Connection: "close" });
    };
    const timer = setTimeout(() => refuse(408), timeoutMs);
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onGone);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) return refuse(413);
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (settled) return;
      finish();
      /** @type {{ rawBody?: Buffer }} */ (req).rawBody = Buffer.concat(chunks, size);
      next();
    };
    // The client went away mid-body: nothing to answer.
    const onGone = () => {
      if (!settled) finish();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("close", onGone);
  };
}

/** @param {import("node:http").IncomingMessage} req */
function hasBody(req) {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}
