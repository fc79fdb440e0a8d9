import { SCRIPTED_CONTROL } from "~/blocks/replay-clicks";
import { VIEWPORT_ROOT_MARGIN } from "~/content/image-style";
import { startDeferredImages } from "./deferred-images";
import { recordEarlyClicks } from "./early-clicks";

/**
 * The page's one inline script before its code: it keeps what the visitor does in the seconds the
 * code takes to arrive (early-clicks.ts), and gives the photos below the first view their sources
 * once the page has loaded and painted (deferred-images.ts). Neither depends on a chunk arriving: a
 * blocked, failed or late chunk leaves the page usable and its photos shown.
 */
export const EARLY_SCRIPT = [
  `(${recordEarlyClicks.toString()})(${JSON.stringify(SCRIPTED_CONTROL)});`,
  // After the load event, two frames: the first view's own photos and paint go first.
  `addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){`,
  `(${startDeferredImages.toString()})(document.body,${JSON.stringify(VIEWPORT_ROOT_MARGIN)})`,
  `})})},{once:true});`,
].join("");
