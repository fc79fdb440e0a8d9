import { expect, test, type Page } from "@playwright/test";
import { pageHydrated } from "./ready";

// ARCHITECTURE §5 / issue 10: nothing moves when the page's code arrives. The scripts are held back
// so the server's HTML is painted first, then the layout shifts until the page settles are summed.
// Leaflet's stylesheet, which the maps add when they load, is held longer: a map laid out before
// it applies would move.
const HOLD_SCRIPTS_MS = 400;
const HOLD_MAP_STYLES_MS = 1500;

async function shiftsWhileLoading(page: Page, path: string) {
  await page.route(/\.js($|\?)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_SCRIPTS_MS));
    await route.continue();
  });
  await page.route(/\/leaflet-[^/]*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MAP_STYLES_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => (source.node?.textContent ?? "?").slice(0, 60)),
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await pageHydrated(page);
  await page.waitForTimeout(500);
  return page.evaluate(
    () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
  );
}

const PAGES = ["/fr", "/en/blog", "/fr/blogue", "/fr/proprietes", "/en/properties"];

for (const width of [390, 1440]) {
  test.describe(`no layout shift at hydration, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const path of PAGES)
      test(path, async ({ page }) => {
        const shifts = await shiftsWhileLoading(page, path);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
      });
  });
}
