// @ts-check
import { sendErrorPage } from "./error-page.mjs";
import { countShed } from "./metrics.mjs";

/**
 * At most `max` requests in the app at once, the next `queueSize` wait their turn in order, and
 * any more get a quick 503: under a burst, answering some visitors at once beats answering every
 * visitor too late (and keeps the event loop free for /healthz). While `overloaded()` says the
 * event loop already runs late (server/event-loop.mjs), new requests are shed too, whatever the count.
 * @param {{ max: number, queueSize: number, overloaded?: () => boolean }} limits
 * @returns {import("express").RequestHandler & { stats(): { active: number, queued: number } }}
 */
export function limitConcurrency({ max, queueSize, overloaded = () => false }) {
  let active = 0;
  /** @type {(() => void)[]} */
  const queue = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  /** @type {import("express").RequestHandler} */
  const handler = (req, res, next) => {
    const start = () => {
      res.once("close", release);
      next();
    };
    // With nothing rendering, the delay comes from elsewhere: shedding pages would not help.
    if (active > 0 && overloaded()) return shed(req, res, "event-loop");
    if (active < max) {
      active += 1;
      return start();
    }
    if (queue.length >= queueSize) return shed(req, res, "queue-full");
    queue.push(start);
    // A visitor who leaves while waiting gives up their place.
    res.once("close", () => {
      const index = queue.indexOf(start);
      if (index !== -1) queue.splice(index, 1);
    });
  };
  /**
   * @param {import("express").Request} req @param {import("express").Response} res
   * @param {"event-loop" | "queue-full"} reason
   */
  const shed = (req, res, reason) => {
    countShed(reason);
    sendErrorPage(req, res, 503, { "Retry-After": "5" });
  };
  return Object.assign(handler, { stats: () => ({ active, queued: queue.length }) });
}
