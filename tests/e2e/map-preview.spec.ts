import { expect, test, type Page } from "@playwright/test";

// Issue 24: on a phone the offices map is the first view's largest element. Its tiles come in the
// server's HTML (app/ui/map/TilePreview.tsx), so the map paints with the page and without JavaScript,
// and Leaflet then shows the very same tiles at the very same places.
type Placed = Record<string, { x: number; y: number }>;

/** The tiles painted inside the map's pane, by address, at their place in the pane. */
async function tilesInPane(page: Page, selector: string): Promise<Placed> {
  return page.evaluate((tileSelector) => {
    const pane = document.querySelector("[role=region][id$='-map']")!.getBoundingClientRect();
    const placed: Record<string, { x: number; y: number }> = {};
    for (const tile of document.querySelectorAll<HTMLImageElement>(tileSelector)) {
      const box = tile.getBoundingClientRect();
      const visible =
        box.width > 0 &&
        box.right > pane.left &&
        box.left < pane.right &&
        box.bottom > pane.top &&
        box.top < pane.bottom;
      if (visible && tile.complete && tile.naturalWidth > 0)
        placed[new URL(tile.src).pathname] = {
          x: Math.round(box.left - pane.left),
          y: Math.round(box.top - pane.top),
        };
    }
    return placed;
  }, selector);
}

for (const width of [412, 1440]) {
  test(`/fr/bureaux at ${width} px: the map's first view is its tiles, where Leaflet then puts them`, async ({
    browser,
  }) => {
    const withoutScript = await browser.newPage({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    });
    await withoutScript.goto("/fr/bureaux", { waitUntil: "networkidle" });
    const preview = await tilesInPane(withoutScript, "[role=region] img:not(.leaflet-tile)");
    await withoutScript.close();
    expect(Object.keys(preview).length).toBeGreaterThanOrEqual(2);

    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto("/fr/bureaux");
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const live = await tilesInPane(page, ".leaflet-tile");
    await page.close();
    expect(Object.keys(live).sort()).toEqual(Object.keys(preview).sort());
    for (const [url, at] of Object.entries(live)) {
      expect(Math.abs(at.x - preview[url].x), url).toBeLessThanOrEqual(1);
      expect(Math.abs(at.y - preview[url].y), url).toBeLessThanOrEqual(1);
    }
  });
}
