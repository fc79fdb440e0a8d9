// @ts-check
import compression from "compression";

/**
 * gzip or brotli (compression's own choice: brotli first, quality 4), with one flush per burst
 * of writes. Remix's adapter calls res.flush() after every chunk React writes (~2 KB) and each
 * flush closes a compression block: 50% more bytes and much more CPU. Flushing once the writes
 * of one turn of the event loop are done sends a page that React writes in one go as one stream,
 * and still delivers at once whatever is streamed later (deferred data, a slow Suspense boundary).
 * @returns {import("express").RequestHandler[]}
 */
export function compressPages() {
  return [
    compression(),
    (_req, res, next) => {
      const flush = /** @type {{ flush?: () => void }} */ (res).flush;
      let pending = false;
      Object.assign(res, {
        flush() {
          if (pending || !flush) return;
          pending = true;
          setImmediate(() => {
            pending = false;
            flush.call(res);
          });
        },
      });
      next();
    },
  ];
}
