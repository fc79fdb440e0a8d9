import { expect, test, type Page } from "@playwright/test";

// Issue 24: photos below the first view (DeferredImg) wait for the page to load and for the visitor
// to come near them, so the first view's photo has the network to itself; without JavaScript their
// <noscript> copies are the images. The blog archive has a dozen cards, most of them below the fold.
const PATH = "/fr/blogue";

function photoRequests(page: Page) {
  const sources: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/resources/image") sources.push(url.searchParams.get("src") ?? "");
  });
  return sources;
}

test("with JavaScript, a photo far below is asked for only once the visitor nears it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const requested = photoRequests(page);
  await page.goto(PATH, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const last = page.locator("article img[data-src]").last();
  const source = (await last.getAttribute("data-src"))!;
  expect(source).toMatch(/^https?:\/\//);
  expect(await last.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  expect(requested).not.toContain(source);
  // The first view's photos did come.
  expect(requested.length).toBeGreaterThan(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("src", source);
  await expect.poll(() => requested).toContain(source);
  await expect
    .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
    .toBe(true);
  await expect(last).toHaveAttribute("data-appear", "shown");
  expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("/resources/image?");
});

test("without JavaScript, the <noscript> copies are the photos, loaded as the visitor scrolls", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(PATH, { waitUntil: "load" });
  const deferred = page.locator("article img[data-src]");
  expect(await deferred.count()).toBeGreaterThan(3);
  for (const display of await deferred.evaluateAll((images) =>
    images.map((img) => getComputedStyle(img).display),
  ))
    expect(display).toBe("none");

  const copies = page.locator("article img:not([data-src])");
  expect(await copies.count()).toBeGreaterThanOrEqual(await deferred.count());
  // The last card's photo (its author's avatar comes after it).
  const last = page.locator("article").last().locator("img:not([data-src])").first();
  expect(await last.getAttribute("loading")).toBe("lazy");
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
    .toBe(true);
  const box = await last.boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(box!.height).toBeGreaterThan(50);
  await context.close();
});
