// 6. Image bytes of each page's first view at a phone's and a desktop's width: every image response
// (from /resources/image or an original) until `load` + 1 s idle, without scrolling, in the bench's
// Chromium with its own `Accept`. The page load is the one of the first-load JavaScript measurement.
import { FIRST_VIEW_IMAGE_KB, KB } from "../../tests/budgets.mjs";
import { loadUntilIdle } from "../../tests/first-load-js.mjs";
import { launchBrowser } from "./first-load.mjs";
import { log } from "./servers.mjs";

const VIEWPORT_HEIGHT = 900; // as tests/e2e/images.spec.ts

/** Whether a response is an image: requested as one (img, preload, CSS) or answered as one. */
export function isImageResponse(response) {
  const type = response.headers()["content-type"] ?? "";
  return response.request().resourceType() === "image" || type.startsWith("image/");
}

/**
 * A page's figures at one width against its target.
 * @param {{ url: string; status: number; type: string; bodyBytes: number; headerBytes: number }[]} images
 * @param {number} targetKb
 */
export function imageBytesRow(images, targetKb) {
  const bytes = images.reduce((sum, image) => sum + image.bodyBytes + image.headerBytes, 0);
  const target = targetKb * KB;
  return {
    bytes,
    count: images.length,
    transformed: images.filter((image) => image.url.includes("/resources/image")).length,
    target,
    pass: bytes <= target,
    images: [...images].sort((a, b) => b.bodyBytes - a.bodyBytes),
  };
}

async function firstViewImages(browser, baseUrl, path, width) {
  // A fresh context per load: nothing cached.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: VIEWPORT_HEIGHT },
  });
  try {
    const page = await context.newPage();
    const responses = [];
    await loadUntilIdle(page, path, (response) => {
      if (isImageResponse(response)) responses.push(response);
    });
    const pageOrigin = new URL(page.url()).origin;
    return Promise.all(
      responses.map(async (response) => {
        const sizes = await response.request().sizes();
        const url = new URL(response.url());
        return {
          url: url.origin === pageOrigin ? url.pathname + url.search : url.href,
          status: response.status(),
          type: response.headers()["content-type"] ?? "",
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
        };
      }),
    );
  } finally {
    await context.close();
  }
}

/**
 * Image bytes on the wire of each page's first view at each width of FIRST_VIEW_IMAGE_KB.
 * @param {string} baseUrl
 * @param {{ path: string; name: string }[]} pages
 */
export async function measureFirstViewImages(baseUrl, pages) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const target of pages) {
      for (const [width, targetKb] of Object.entries(FIRST_VIEW_IMAGE_KB)) {
        // A first load, discarded, has the transform make this width's variants: a cold transform can
        // take longer than the wait for idle on a busy machine, and an image cut off there would count
        // as no bytes. The measured load gets the same images, in the same formats, from the cache.
        await firstViewImages(browser, baseUrl, target.path, Number(width));
        const images = await firstViewImages(browser, baseUrl, target.path, Number(width));
        const row = imageBytesRow(images, targetKb);
        results.push({ path: target.path, name: target.name, viewport: Number(width), ...row });
        log(`  ${target.path} at ${width} px: ${(row.bytes / KB).toFixed(1)} KB in ${row.count} images`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
