import { SCRIPTED_CONTROL } from "~/blocks/replay-clicks";
import { VIEWPORT_ROOT_MARGIN } from "~/content/image-style";
import { startDeferredImages } from "./deferred-images";
import { recordEarlyClicks } from "./early-clicks";
import { EARLY_OPEN_ATTRIBUTE, EARLY_PANEL_ATTRIBUTE, openPanelsEarly } from "./early-menu";

/** Dispatched on `document` once the page's code has hydrated, or its chunks failed to arrive. */
export const PAGE_CODE_EVENT = "page-code";
/** How long after `load` the photos below the first view wait for the page's code at most. */
export const PHOTOS_WAIT_FOR_CODE_MS = 3000;

/**
 * The page's one inline script before its code: it keeps what the visitor does in the seconds the
 * code takes to arrive (early-clicks.ts), opens the mobile menu in place (early-menu.ts), and gives
 * the photos below the first view their sources once the page has loaded and painted
 * (deferred-images.ts). None depends on a chunk arriving: a blocked, failed or late chunk leaves the
 * page usable and its photos shown.
 *
 * The photos below the first view also wait for the page's code (PAGE_CODE_EVENT), at most
 * PHOTOS_WAIT_FOR_CODE_MS after `load`: the scripts now start once the first view is painted, often
 * before `load`, and a 60 KB photo beside them on a phone's connection held the search page's
 * answer back by about 0.3 s. Photos the visitor has not scrolled to can wait that long; taps cannot.
 */
export const EARLY_SCRIPT = [
  `(${recordEarlyClicks.toString()})(${JSON.stringify(SCRIPTED_CONTROL)});`,
  `(${openPanelsEarly.toString()})(${JSON.stringify(EARLY_PANEL_ATTRIBUTE)},${JSON.stringify(EARLY_OPEN_ATTRIBUTE)});`,
  `(function(){var loaded=0,code=0,started=0;function go(){if(started||!loaded||!code)return;started=1;`,
  // Two frames: the first view's own photos and paint go first.
  `requestAnimationFrame(function(){requestAnimationFrame(function(){`,
  `(${startDeferredImages.toString()})(document.body,${JSON.stringify(VIEWPORT_ROOT_MARGIN)})`,
  `})})}`,
  `addEventListener("load",function(){loaded=1;setTimeout(function(){code=1;go()},${PHOTOS_WAIT_FOR_CODE_MS});go()},{once:true});`,
  `document.addEventListener(${JSON.stringify(PAGE_CODE_EVENT)},function(){code=1;go()},{once:true})})();`,
].join("");
