import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { PAGE_CODE_EVENT } from "~/shell/early-script";

/** How long the page's scripts wait for its `load` event at most (a photo that never ends). */
export const SCRIPTS_START_LIMIT_MS = 3000;
/**
 * When the quickest stylesheet took this long (from its request to its last byte, as the browser
 * timed it), the scripts are asked for at once instead of after the photo's paint: on such a
 * connection their first bytes come that long later, by when the photo, on the wire since before
 * the first paint, has mostly arrived (docs/performance.md). A stylesheet from the cache takes ~0.
 */
export const SLOW_REQUEST_MS = 200;

const WRAP_CLOSE = "</template>";
// A modulepreload link, or the module script that imports the entry (Remix's <Scripts>).
const DEFERRABLE = /<link rel="modulepreload"[^>]*>|<script[^>]*\stype="module"[^>]*>[\s\S]*?<\/script>/g;
// A module script whose end has not arrived yet.
const UNFINISHED_MODULE_SCRIPT = /<script[^>]*\stype="module"[^>]*>(?![\s\S]*<\/script>)/;
const TAG_STARTS = ['<link rel="modulepreload"', "<script"];

/**
 * Puts each template's content back in its place once the first view is on screen: every photo of the
 * first view that could be its largest paint (a tenth of the screen or more) arrived, and that paint
 * presented. This script follows the page's markup, so it runs once the stylesheets have arrived and
 * the first view is parsed. Waiting for `load` instead held the scripts for what no one waits on (a
 * logo the browser asks for only once the stylesheets have arrived): about 0.5 s on a phone's
 * connection. A frame after the photos paints them, and a `largest-contentful-paint` entry from that
 * frame on says it has been presented; where the browser reports none (no new largest element, or no
 * such API), three frames later will do. Each look at where the photos are comes after a frame has
 * been drawn: the layout is then up to date and reading it costs nothing, where from the parser's task
 * it forced a layout of the whole page (190 ms of the search page on the phone profile, one long
 * task). A lazy photo is never the first view's (that one is eager): reading where one is laid out the
 * cards that content-visibility skips. The modulepreload links go then; the module script once the
 * document is parsed (it reads the data the tags after it hold), which on a phone came 0.3–0.4 s after
 * that paint. Its chunks failing to arrive tells the photos below the first view not to wait for them
 * (PAGE_CODE_EVENT). On a connection where a stylesheet took long to come (SLOW_REQUEST_MS), none of
 * that waiting: the scripts are asked for as soon as this runs, at the first paint. A template's clone
 * is a new element: its scripts run and its links fetch; the template stays inert. Only templates
 * carrying the answer's nonce (the starter's own, which browsers hide from the page's markup and
 * styles) are promoted: a template injected into the page would otherwise run its script under
 * 'strict-dynamic', where the CSP refuses an injected <script>.
 */
const STARTER = `(function () {
var d = document, started = false, ready = false, readyFrame = 0, observer, own = d.currentScript;
var nonce = own && (own.nonce || own.getAttribute("nonce"));
function promote(t) {
  if (!nonce || (t.nonce || t.getAttribute("nonce")) !== nonce) return;
  var copy = d.importNode(t.content, true), script = copy.querySelector("script");
  if (script) script.addEventListener("error", function () { d.dispatchEvent(new Event(${JSON.stringify(PAGE_CODE_EVENT)})); });
  t.replaceWith(copy);
}
function start() {
  if (started) return;
  started = true;
  if (observer) observer.disconnect();
  var templates = [].slice.call(d.querySelectorAll("template[data-after-load]"));
  templates.forEach(function (t) { if (!t.content.querySelector("script")) promote(t); });
  function scripts() { templates.forEach(function (t) { if (t.isConnected) promote(t); }); }
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", scripts, { once: true }); else scripts();
}
function afterFrames(n) {
  requestAnimationFrame(function () { n > 1 ? afterFrames(n - 1) : setTimeout(start, 0); });
}
function largePhotoLoading() {
  var w = innerWidth, h = innerHeight;
  return [].some.call(d.images, function (img) {
    if (img.complete || img.loading === "lazy") return false;
    var r = img.getBoundingClientRect();
    return r.bottom > 0 && h > r.top && r.right > 0 && w > r.left && r.width * r.height * 10 >= w * h;
  });
}
function whenPainted() {
  if (ready || largePhotoLoading()) return;
  ready = true;
  d.removeEventListener("load", check, true);
  d.removeEventListener("error", check, true);
  requestAnimationFrame(function () { readyFrame = performance.now(); afterFrames(3); });
}
function check() {
  requestAnimationFrame(function () { setTimeout(whenPainted, 0); });
}
function slowRequests() {
  var p = window.performance, quickest = Infinity;
  (p && p.getEntriesByType ? p.getEntriesByType("resource") : []).forEach(function (e) {
    if (e.initiatorType === "link" && e.name.split("?")[0].slice(-4) === ".css") quickest = Math.min(quickest, e.duration);
  });
  return quickest !== Infinity && quickest >= ${SLOW_REQUEST_MS};
}
if (slowRequests()) return start();
var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
if (types && types.indexOf("largest-contentful-paint") >= 0) {
  observer = new PerformanceObserver(function (list) {
    if (readyFrame && list.getEntries().some(function (e) { return e.startTime >= readyFrame; })) setTimeout(start, 0);
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
}
d.addEventListener("load", check, true);
d.addEventListener("error", check, true);
addEventListener("load", check, { once: true });
check();
setTimeout(start, ${SCRIPTS_START_LIMIT_MS});
})()`.replace(/\n\s*/g, "");

/**
 * The page's scripts download after its first view: its photos, stylesheet and text first.
 *
 * Remix's <Scripts> writes modulepreload links and a module script, which the browser fetches as
 * soon as it parses them, beside the first view's photo. On a phone's connection, 70 KB of
 * framework code then shares the bandwidth with that photo, and Lighthouse's simulated LCP counts
 * every request that ended before the observed paint (issue 24: 0.6–0.9 s more whenever the
 * shared chunks won the race, on every page). The page works without its scripts (links, forms
 * and blocks are plain HTML until hydrated), so they can wait.
 *
 * This rewrites the HTML as it streams: each modulepreload link and the module script go inside a
 * `<template data-after-load nonce>`, and a small script (with the page's nonce) swaps each template for
 * its content once the page has loaded and painted, or after SCRIPTS_START_LIMIT_MS. The swapped
 * elements sit where the server rendered them, so hydration finds the DOM it expects. Tags after
 * the module script (a streamed Suspense chunk) pass as they are.
 */
export function scriptsAfterLoad(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let starterWritten = false;
  let wrapped = false;
  const starter = `<script nonce="${nonce}">${STARTER}</script>`;
  const wrapOpen = `<template data-after-load nonce="${nonce}">`;

  const rewrite = (text: string) =>
    text.replace(DEFERRABLE, (tag) => {
      if (starterWritten) return tag;
      wrapped = true;
      if (!tag.startsWith("<script")) return wrapOpen + tag + WRAP_CLOSE;
      starterWritten = true;
      return wrapOpen + tag + WRAP_CLOSE + starter;
    });

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      const keepFrom = starterWritten ? text.length : unfinishedFrom(text);
      pending = text.slice(keepFrom);
      done(null, rewrite(text.slice(0, keepFrom)));
    },
    flush(done) {
      const rest = rewrite(pending + decoder.end());
      // Links with no module script after them (a page without <Scripts>) still get fetched.
      done(null, wrapped && !starterWritten ? rest + starter : rest);
    },
  });
}

/**
 * Where a tag this rewrites may begin without having ended: kept back for the next chunk. Anything
 * else goes out at once (a streamed Suspense chunk's closing </script> included).
 */
function unfinishedFrom(text: string): number {
  const moduleScript = text.search(UNFINISHED_MODULE_SCRIPT);
  if (moduleScript >= 0) return moduleScript;
  const open = text.lastIndexOf("<");
  if (open < 0 || text.includes(">", open)) return text.length;
  const rest = text.slice(open);
  const couldBeTag = TAG_STARTS.some((start) => start.startsWith(rest) || rest.startsWith(start));
  return couldBeTag ? open : text.length;
}
