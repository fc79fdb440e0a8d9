import type { Page } from "@playwright/test";

// Issue 24 §2: each image's `sizes` must say the width it is really shown at, or a phone downloads a
// desktop photo (too large) or a wide screen stretches a thumbnail (blurry). Checked on every demo
// page (demo-pages.spec.ts), at a phone (412 px at a pixel ratio of 1.75, Lighthouse's phone) and at 1440 px.
// The width an image needs: its box, or for `object-fit: cover` the box's height times the photo's
// aspect ratio when that is wider. The `sizes` slot may say up to 35 % more (a grid's gaps,
// a scrollbar) and 10 % less than that.
// A cover photo behind a hero's text (`data-background`, CmsImage's `background`) is only checked
// for "too large": it is much taller than wide on a phone, so covering its box would take its height
// times its aspect (a 2,048 px photo to show its middle third); it stays at the viewport's width on
// purpose and the browser upscales it under the scrim.
const TOO_LARGE = 1.35;
const TOO_SMALL = 0.9;

type Shown = {
  block: string;
  src: string;
  sizes: string;
  slot: number;
  needed: number;
  largest: boolean;
  background: boolean;
};

/** Scrolls to the bottom and back to the top, so lazy images and deferred blocks load, then waits for them. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/** Every loaded image with a `srcset` on the page, once scrolled through so lazy ones load. */
export async function shownImages(page: Page): Promise<Shown[]> {
  await scrollThrough(page);
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.cssText = "position:absolute;visibility:hidden;height:0";
    document.body.append(probe);
    /** The slot width `sizes` gives at this viewport, in CSS px (the first matching media condition). */
    const slotOf = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
        // The condition is a parenthesised feature (or several joined by `and`), never greedy: a
        // greedy match would swallow a `calc((…))` length into the condition and skip the entry.
        const match = /^(\([^()]*\)(?:\s+and\s+\([^()]*\))*)\s+(\S.*)$/.exec(entry);
        if (match && !matchMedia(match[1]).matches) continue;
        probe.style.width = match ? match[2] : entry;
        return probe.getBoundingClientRect().width;
      }
      return 0;
    };
    const rows = [...document.querySelectorAll<HTMLImageElement>("img[srcset]")]
      // A srcset of pixel densities (a map tile and its `@2x` twin) has no `sizes` to check.
      .filter((image) => !/\s\d+(\.\d+)?x(,|$)/.test(image.srcset))
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
      .map((image) => {
        const box = image.getBoundingClientRect();
        const cover = getComputedStyle(image).objectFit === "cover";
        const aspect = image.naturalWidth / image.naturalHeight;
        const widths = image.srcset
          .split(",")
          .map((candidate) => Number.parseInt(candidate.trim().split(/\s+/)[1]));
        const slot = slotOf(image.sizes);
        return {
          block: image.closest("[data-block-type]")?.getAttribute("data-block-type") ?? "(page)",
          src: decodeURIComponent(image.currentSrc).split("/").pop()!.split("&")[0],
          sizes: image.sizes,
          slot: Math.round(slot),
          needed: Math.round(cover ? Math.max(box.width, box.height * aspect) : box.width),
          // Whether a fresh load at this viewport picks the largest candidate: the smallest one at least
          // the slot times the pixel ratio is the largest, or none is. Worked out rather than read from
          // `currentSrc`, which after a resize can still be a wider viewport's photo from the cache.
          largest: widths.filter((width) => width >= slot * devicePixelRatio).length <= 1,
          background: image.hasAttribute("data-background"),
        };
      });
    probe.remove();
    return rows;
  });
}

/** The images whose `sizes` says a width too far from the one they are shown at, one line each. */
export function wrongSizes(images: Shown[]): string[] {
  const wrong = images
    .filter((image) => image.needed > 0)
    .filter(
      (image) =>
        image.slot > image.needed * TOO_LARGE ||
        (image.slot < image.needed * TOO_SMALL && !image.largest && !image.background),
    )
    .map(
      (image) =>
        `${image.block} ${image.src}: shown at ${image.needed} px, sizes "${image.sizes}" says ${image.slot} px`,
    );
  return [...new Set(wrong)];
}
