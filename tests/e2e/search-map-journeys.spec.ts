import { expect, test, type Locator, type Page } from "@playwright/test";
import { blockReady } from "./ready";

/*
 * Issue 34 items 5, 6, 10 and 12: the search map under the sticky header, its click gateway, Back to
 * the map view, the municipality dropdown's choice and the price range, as a visitor meets them.
 */

const LANGUAGES = [
  {
    locale: "fr",
    search: "/fr/proprietes",
    listing: "/fr/proprietes/16113468",
    searchMap: "Carte des propriétés",
    listingMap: "Carte des propriétés",
    click: "Cliquez pour utiliser la carte",
    tap: "Touchez pour utiliser la carte",
    seeProperty: "Voir la propriété",
    zoomIn: "Zoom avant",
    location: "Emplacement",
    minimum: "Prix minimum",
    maximum: "Prix maximum",
    filters: /^Filtres/,
  },
  {
    locale: "en",
    search: "/en/properties",
    listing: "/en/properties/16113468",
    searchMap: "Map of the properties",
    listingMap: "Map of properties",
    click: "Click to use the map",
    tap: "Tap to use the map",
    seeProperty: "See the property",
    zoomIn: "Zoom in",
    location: "Location",
    minimum: "Minimum price",
    maximum: "Maximum price",
    filters: /^Filters/,
  },
] as const;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the page");
  return found;
};

/**
 * Where on screen a search-map marker is drawn, inside the visible part of the map and clear of its
 * controls. With none there (a few results spread to the map's edges), the map is zoomed out with its
 * own button, as a visitor would, up to three times.
 */
async function markerOnScreen(page: Page) {
  for (let zoomOuts = 0; ; zoomOuts += 1) {
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    const point = await visibleMarker(page);
    if (point) return point;
    if (zoomOuts === 3) throw new Error("no marker on screen");
    const zoom = () =>
      page.evaluate(() => {
        const map = window.__searchMap!.map as unknown as { getZoom(): number; _animatingZoom?: boolean };
        return map._animatingZoom ? Number.POSITIVE_INFINITY : map.getZoom();
      });
    const before = await zoom();
    await page
      .locator(".leaflet-container")
      .getByRole("button", { name: /^(Zoom out|Zoom arrière)$/ })
      .click();
    await expect.poll(zoom).toBeLessThan(before);
  }
}

async function visibleMarker(page: Page) {
  return page.evaluate(() => {
    const { map, layer } = window.__searchMap!;
    // The layer's marker set (private to TypeScript, readable here).
    const markers = (layer as unknown as { markers: { lat: number[]; lng: number[] } }).markers;
    const rect = map.getContainer().getBoundingClientRect();
    const top = Math.max(rect.top, 0) + 90;
    const bottom = Math.min(rect.bottom, window.innerHeight) - 20;
    for (let i = 0; i < markers.lat.length; i += 1) {
      const p = map.latLngToContainerPoint([markers.lat[i], markers.lng[i]]);
      const [x, y] = [rect.left + p.x, rect.top + p.y];
      if (y > top && y < bottom && x > rect.left + 20 && x < rect.right - 60) return { x, y };
    }
    return null;
  });
}

test.describe("issue 34: the search map, its gateway, Back to the map view, the filters", () => {
  for (const texts of LANGUAGES) {
    test.describe(`${texts.locale} at ${DESKTOP.width} px`, () => {
      test.use({ viewport: DESKTOP });

      test(`the gateway's label is on screen and the first click on a marker opens its popup (${texts.locale}, 1440 px)`, async ({
        page,
      }) => {
        await page.goto(texts.search);
        const map = page.getByRole("region", { name: texts.searchMap });
        const gateway = map.getByRole("button", { name: texts.click, exact: true });
        await expect(gateway).toBeVisible();
        // At the top of the page the label is where the visitor sees the map, not below the fold.
        const label = await box(gateway.getByText(texts.click));
        expect(label.y).toBeGreaterThanOrEqual(0);
        expect(label.y + label.height).toBeLessThanOrEqual(DESKTOP.height);
        const marker = await markerOnScreen(page);
        await page.mouse.click(marker.x, marker.y);
        await expect(map.locator(".leaflet-popup")).toBeVisible();
      });

      test(`the sticky map's top follows the header as it comes back on a scroll up (${texts.locale}, 1440 px)`, async ({
        page,
      }) => {
        await page.goto(texts.search);
        const map = page.getByRole("region", { name: texts.searchMap });
        await expect(map.getByRole("button", { name: texts.click })).toBeVisible();
        const header = page.getByRole("banner");
        await page.mouse.move(300, 600);
        // A visitor's wheel: steps, read by the header as they come.
        await expect
          .poll(async () => {
            await page.mouse.wheel(0, 300);
            return header.getAttribute("data-hidden");
          })
          .not.toBeNull();
        // Well down the list: the steps back up that bring the header back (more of them on a busy
        // machine, where the header reads each later) must not reach the top, where the map is not
        // sticky yet and reaches below the screen.
        await page.mouse.wheel(0, 1500);
        await expect
          .poll(async () => {
            await page.mouse.wheel(0, -150);
            return header.getAttribute("data-hidden");
          })
          .toBeNull();
        const zoomIn = map.getByRole("button", { name: texts.zoomIn });
        // Once the header is back, the map (and its zoom buttons) sits below it, wholly on screen.
        await expect
          .poll(async () => {
            const [bar, button, frame] = [await box(header), await box(zoomIn), await box(map)];
            return {
              zoomBelowHeader: button.y >= bar.y + bar.height,
              mapOnScreen: frame.y + frame.height <= DESKTOP.height,
            };
          })
          .toEqual({ zoomBelowHeader: true, mapOnScreen: true });
      });

      test(`a ticked municipality stays chosen when the dropdown closes by Escape or a click outside (${texts.locale}, 1440 px)`, async ({
        page,
      }) => {
        await page.goto(texts.search);
        await expect(page.getByRole("button", { name: texts.click })).toBeAttached();
        const trigger = page.getByRole("button", { name: new RegExp(`^${texts.location}`) });
        await trigger.click();
        await page.getByRole("option", { name: "Montréal", exact: true }).click();
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(/mun=66023/);
        await expect(trigger).toContainText("Montréal");

        await trigger.click();
        await page.getByRole("option", { name: "Laval", exact: true }).click();
        await page.getByRole("heading", { level: 1 }).click();
        await expect(page).toHaveURL(/mun=65005.*mun=66023|mun=66023.*mun=65005/);
        await expect(trigger).toContainText("2");
      });
    });
  }

  for (const [texts, size] of [
    [LANGUAGES[0], DESKTOP],
    [LANGUAGES[1], PHONE],
    [LANGUAGES[0], PHONE],
    [LANGUAGES[1], DESKTOP],
  ] as const) {
    test(`the listing page's map label leaves its marker free; the first click on it opens its popup (${texts.locale}, ${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(texts.listing);
      const map = await blockReady(page, page.getByRole("region", { name: texts.listingMap }));
      // One wording per language on every map.
      const gateway = map.getByRole("button", { name: texts.click, exact: true });
      await expect(gateway).toBeVisible();
      await expect(map.locator("canvas")).toBeVisible();
      await map.scrollIntoViewIfNeeded();
      // The lone marker is at the map's centre.
      const frame = await box(map);
      const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const label = await box(gateway.getByText(texts.click));
      const covered =
        centre.x >= label.x - 12 &&
        centre.x <= label.x + label.width + 12 &&
        centre.y >= label.y - 12 &&
        centre.y <= label.y + label.height + 12;
      expect(covered).toBe(false);
      await page.mouse.click(centre.x, centre.y);
      await expect(map.getByRole("link", { name: texts.seeProperty })).toBeVisible();
    });
  }

  for (const texts of LANGUAGES) {
    test.describe(`${texts.locale} on a touch phone`, () => {
      test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

      test(`a touch screen's gateway says tap, from its first render (${texts.locale}, 390 px)`, async ({
        page,
      }) => {
        await page.goto(texts.listing);
        const map = await blockReady(page, page.getByRole("region", { name: texts.listingMap }));
        await expect(map.getByRole("button", { name: texts.tap, exact: true })).toBeVisible();
      });
    });
  }

  test.describe("en at 390 px", () => {
    test.use({ viewport: PHONE });

    test("Back from a listing opened in a map popup returns to the map view (en, 390 px)", async ({
      page,
    }) => {
      const texts = LANGUAGES[1];
      await page.goto(`${texts.search}?type=chalet`);
      await expect(page.getByRole("button", { name: texts.click, includeHidden: true })).toBeAttached();
      const mapButton = page.getByRole("button", { name: "Map", exact: true });
      await mapButton.click();
      const map = page.getByRole("region", { name: texts.searchMap });
      await expect(map).toBeVisible();
      // The view switch scrolls the map up under it (smoothly): the markers are where it ends.
      await expect.poll(async () => (await box(map)).y).toBeLessThan(200);
      await map.getByRole("button", { name: texts.click }).getByText(texts.click).click();
      await expect(map.getByRole("button", { name: texts.click })).toBeHidden();
      const marker = await markerOnScreen(page);
      await page.mouse.click(marker.x, marker.y);
      await map.getByRole("link", { name: texts.seeProperty }).click();
      await expect(page).toHaveURL(/\/en\/properties\/\d+$/);

      await page.goBack();
      await expect(page).toHaveURL(/type=chalet/);
      await expect(map).toBeVisible();
      await expect(mapButton).toHaveAttribute("aria-pressed", "true");
    });
  });

  for (const [texts, size] of [
    [LANGUAGES[0], PHONE],
    [LANGUAGES[1], DESKTOP],
  ] as const) {
    test(`the price filter is one range with two thumbs on one track, by keyboard and by pointer (${texts.locale}, ${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(texts.search);
      await expect(page.getByRole("button", { name: texts.click, includeHidden: true })).toBeAttached();
      await page.getByRole("button", { name: texts.filters }).click();
      const dialog = page.getByRole("dialog");
      const minimum = dialog.getByRole("slider", { name: texts.minimum });
      const maximum = dialog.getByRole("slider", { name: texts.maximum });
      await expect(maximum).toBeVisible();
      const [low, high] = [await box(minimum), await box(maximum)];
      // One track: the two thumbs' inputs lie on each other.
      expect(Math.abs(low.y - high.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(low.x - high.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(low.width - high.width)).toBeLessThanOrEqual(1);

      await minimum.focus();
      await page.keyboard.press("ArrowRight");
      await expect(minimum).toHaveAttribute("aria-valuetext", /25[\s,]?000/);
      // A pointer on the right end of the track takes the maximum's thumb, not the minimum's (the
      // overlay has settled by now: measured again).
      const track = await box(maximum);
      const y = track.y + track.height / 2;
      await page.mouse.move(track.x + track.width - 4, y);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width * 0.5, y, { steps: 5 });
      await page.mouse.up();
      await expect(maximum).not.toHaveAttribute("aria-valuetext", /Aucune limite|No limit/);
      await expect(minimum).toHaveAttribute("aria-valuetext", /25[\s,]?000/);
    });
  }
});
