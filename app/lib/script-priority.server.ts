import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Remix's <Scripts> offers no way to set its modulepreload links' priority, and Chromium fetches
 * them at High, beside the stylesheet and the first view's photo. The page's HTML works without its
 * scripts (blocks hydrate on intent), so they go last: at Low, the browser gives the connection to
 * what the visitor sees first. Rewrites the links as the HTML streams through, a tag split across
 * two chunks included.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      // Keep back only what could be the start of a modulepreload link ending in the next chunk:
      // anything else (a streamed Suspense boundary's closing </script>) goes out at once.
      const open = text.lastIndexOf("<");
      const keepFrom = open >= 0 && PRELOAD.startsWith(text.slice(open)) ? open : text.length;
      pending = text.slice(keepFrom);
      done(null, rewrite(text.slice(0, keepFrom)));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end()));
    },
  });
}
