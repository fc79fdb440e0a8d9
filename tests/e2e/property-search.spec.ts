import { expect, test, type Page } from "@playwright/test";
import { blockingViolationsAtBothWidths } from "./axe";
import { pageHydrated } from "./ready";

declare global {
  interface Window {
    __redraws?: number;
  }
}

const SEARCH = "/en/properties";
const cards = (page: Page) => page.locator("article[data-uls]");

async function resource<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function openSearch(page: Page, query = "") {
  await page.goto(`${SEARCH}${query}`);
  // The filter bar is in the server's HTML: wait until the block's code runs (the map's click
  // gateway exists only then).
  await expect(
    page.getByRole("button", { name: "Click to use the map", includeHidden: true }),
  ).toBeAttached();
}

test.describe("property search", () => {
  test("filters are read from the URL and the active filters are written back to it", async ({ page }) => {
    await openSearch(page, "?bedrooms=3&open_house=true");
    const expected = await resource<{ total: number }>(
      page,
      "/resources/properties-count?lang=en&bedrooms=3&open_house=true",
    );
    await expect(
      page.getByText(`${expected.total.toLocaleString("en-CA")} properties`, { exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "filters" });
    await expect(
      dialog.getByRole("group", { name: "Bedrooms" }).getByRole("radio", { name: "3+" }),
    ).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Open houses" })).toBeChecked();

    await dialog.getByRole("group", { name: "Transaction" }).getByRole("radio", { name: "Rent" }).click();
    await dialog.getByRole("button", { name: /^See/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/forSaleForRent=rent/);
    expect(new URL(page.url()).searchParams.get("bedrooms")).toBe("3");
  });

  test("clicking a tag in the overlay clears that filter", async ({ page }) => {
    await openSearch(page, "?price_max=500000&open_house=true");
    await page.getByRole("button", { name: /^Filters/ }).click();
    const tags = page.getByRole("list", { name: "Selected criteria" });
    await tags.getByRole("button", { name: /Less than/ }).click();
    await expect(tags.getByRole("button")).toHaveCount(1);
    await page.getByRole("button", { name: /^See/ }).click();
    await expect(page).not.toHaveURL(/price_max/);
    await expect(page).toHaveURL(/open_house=true/);
  });

  test("reset_filters=true clears all filters on load", async ({ page }) => {
    const all = await resource<{ total: number }>(page, "/resources/properties-count?lang=en");
    await openSearch(page, "?mun=66023&bedrooms=4&reset_filters=true");
    await expect(
      page.getByText(`${all.total.toLocaleString("en-CA")} properties`, { exact: true }),
    ).toBeVisible();
  });

  test("the overlay's see-results button shows the live count of the chosen filters", async ({ page }) => {
    await openSearch(page);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "filters" });
    await dialog.getByRole("group", { name: "Property type" }).getByRole("radio", { name: "Condo" }).click();
    const condos = await resource<{ total: number }>(page, "/resources/properties-count?lang=en&type=condo");
    await expect(dialog.getByRole("button", { name: `See ${condos.total} results` })).toBeVisible();
  });

  test("changing the sort order loads page 1 in that order", async ({ page }) => {
    await openSearch(page);
    await page.getByLabel("Sort by").selectOption("price_asc");
    await expect(page).toHaveURL(/order_by=price_asc/);
    const cheapest = await resource<{ listings: { uls: string }[] }>(
      page,
      "/resources/properties?lang=en&order_by=price_asc",
    );
    await expect(cards(page).first()).toHaveAttribute("data-uls", cheapest.listings[0].uls);
  });

  test("scrolling to the end of the list loads the next page of 25", async ({ page }) => {
    await openSearch(page);
    await expect(cards(page)).toHaveCount(25);
    await page.getByRole("button", { name: "Load more properties" }).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(50);
  });

  test("moving the map changes the markers in view and reloads the list", async ({ page }) => {
    await openSearch(page);
    const before = await page.getByText(/^[\d,]+ properties$/).textContent();
    const map = page.getByRole("region", { name: "Map of the properties" });
    // The click gateway: the map takes gestures once its overlay is clicked.
    await map.getByRole("button", { name: "Click to use the map" }).click();
    await expect(map.getByRole("button", { name: "Click to use the map" })).toBeHidden();
    // From the view fitted to the markers: zoomed before they arrive, the map keeps the visitor's view
    // of all Canada (use-map-view.client.ts), where two zooms still hold every property.
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    await map.getByRole("button", { name: "Zoom in" }).click();
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect(page).toHaveURL(/NorthEast_lat=/);
    await expect(page.getByText(/^[\d,]+ properties$/)).not.toHaveText(before ?? "");
    // The count shown is the count in the bounds the URL names, once the second zoom has landed too.
    await expect
      .poll(async () => {
        const query = new URL(page.url()).searchParams;
        query.set("lang", "en");
        const inBounds = await resource<{ total: number }>(page, `/resources/properties-count?${query}`);
        return (
          (await page.getByText(/^[\d,]+ properties$/).textContent()) ===
          `${inBounds.total.toLocaleString("en-CA")} properties`
        );
      })
      .toBe(true);

    // Back restores the previous view.
    await page.goBack();
    await expect(page.getByText(before ?? "", { exact: true })).toBeVisible();
  });

  test("Back after two quick map moves returns to the search before them", async ({ page }) => {
    await openSearch(page);
    const before = await page.getByText(/^[\d,]+ properties$/).textContent();
    // The first move's page is slow to come: the second move overtakes its navigation.
    let slowed = false;
    const pageData = (url: URL | string) => String(url).includes("/en/properties.data?");
    await page.route(pageData, async (route) => {
      if (!slowed) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const map = page.getByRole("region", { name: "Map of the properties" });
    await map.getByRole("button", { name: "Click to use the map" }).click();
    // Moves count once the markers are there (they tell whether the list must reload).
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    const firstMove = page.waitForRequest((request) => pageData(request.url()));
    await map.getByRole("button", { name: "Zoom in" }).click();
    await firstMove;
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect(page).toHaveURL(/NorthEast_lat=/);
    await expect(page.getByText(/^[\d,]+ properties$/)).not.toHaveText(before ?? "");

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/properties$/);
    await expect(page.getByText(before ?? "", { exact: true })).toBeVisible();
  });

  test("the map's list alternative works from the keyboard", async ({ page }) => {
    await openSearch(page);
    const summary = page.getByText("Properties on the map, as a list");
    await summary.focus();
    await page.keyboard.press("Enter");
    const label = await page
      .getByRole("button", { pressed: false })
      .filter({ hasText: /\$/ })
      .first()
      .textContent();
    const first = page.getByRole("button", { name: label ?? "", exact: true });
    await first.focus();
    const address = label?.split(",")[0] ?? "";
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".leaflet-popup")).toContainText(address);
  });

  test("dragging the map over its markers does not redraw them until the drag ends", async ({ page }) => {
    await openSearch(page);
    await page.getByRole("button", { name: "Click to use the map" }).click();
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    // Markers are found in the map's container coordinates.
    const box = await page.locator(".leaflet-container").boundingBox();
    if (!box) throw new Error("The map is not on the page");
    // A drawn marker well inside the map, and a count of the layer's redraws from now on.
    const marker = await page.evaluate(({ width, height }) => {
      const layer = window.__searchMap!.layer;
      let found: { x: number; y: number } | null = null;
      for (let y = height * 0.3; y < height * 0.7 && !found; y += 4)
        for (let x = width * 0.3; x < width * 0.7 && !found; x += 4)
          if (layer.markerAt(x, y) !== null) found = { x, y };
      const redraw = layer.redraw.bind(layer);
      window.__redraws = 0;
      layer.redraw = () => {
        window.__redraws = (window.__redraws ?? 0) + 1;
        redraw();
      };
      return found;
    }, box);
    if (!marker) throw new Error("No marker drawn in the middle of the map");
    // The pointer crosses where the marker was drawn, while the map moves under it.
    await page.mouse.move(box.x + marker.x - 60, box.y + marker.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(box.x + marker.x - 60 + step * 10, box.y + marker.y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    expect(await page.evaluate(() => window.__redraws)).toBe(0);
    await page.mouse.up();
    // Once the drag (and its inertia) ends, the layer's moveend handler redraws the markers where the
    // map now is: its canvas sits at the view's corner again.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { map } = window.__searchMap!;
          const canvas = map.getPane("overlayPane")!.querySelector("canvas")!;
          const corner = map.containerPointToLayerPoint([0, 0]);
          const [x, y] = (canvas.style.transform.match(/-?[\d.]+(?=px)/g) ?? []).map(Number);
          return Math.abs(x - corner.x) < 0.01 && Math.abs(y - corner.y) < 0.01;
        }),
      )
      .toBe(true);
  });

  test("map tiles are blended to hide their seams only while a zoom animates", async ({ page }) => {
    await openSearch(page);
    const tile = page.locator("img.leaflet-tile").first();
    await expect(tile).toBeAttached();
    // Polled: Leaflet replaces its tiles when the map fits the markers.
    const blend = () => tile.evaluate((node) => getComputedStyle(node).mixBlendMode);
    await expect.poll(blend).toBe("normal");
    await page.locator(".leaflet-container").evaluate((node) => node.classList.add("leaflet-zoom-anim"));
    await expect.poll(blend).toBe("plus-lighter");
  });

  test("the empty state links to the contact page", async ({ page }) => {
    await openSearch(page, "?price_min=10000000&price_max=10000001");
    await expect(page.getByRole("heading", { name: "No property matches your search" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" }).last()).toHaveAttribute(
      "href",
      "/en/contact",
    );
  });
});

test.describe("property search at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the user toggles between the list view and the map view", async ({ page }) => {
    await openSearch(page);
    const map = page.getByRole("region", { name: "Map of the properties" });
    await expect(cards(page).first()).toBeVisible();
    await expect(map).toBeHidden();
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await expect(map).toBeVisible();
    await expect(cards(page).first()).toBeHidden();
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test("the map's markers are fetched only once the visitor opens the map view", async ({ page }) => {
    const markerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("format=map")) markerRequests.push(request.url());
    });
    await openSearch(page);
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(markerRequests).toEqual([]);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    expect(markerRequests).toHaveLength(1);
  });

  test("the municipality dropdown opens the filter overlay", async ({ page }) => {
    await openSearch(page);
    await page.getByRole("button", { name: /Location/ }).click();
    await expect(page.getByRole("dialog", { name: "filters" })).toBeVisible();
  });
});

test.describe("property search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a GET form, the sort has its own button and the pages are links", async ({
    page,
  }) => {
    await page.goto(SEARCH);
    await expect(cards(page)).toHaveCount(25);
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("radio", { name: "3+" }).check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/bedrooms=3/);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/order_by=price_desc/);
    expect(new URL(page.url()).searchParams.get("bedrooms")).toBe("3");

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test("property search has no serious accessibility violations at 390 and 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearch(page);
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog", { name: "filters" })).toBeVisible();
  for (const state of ["overlay", "page"]) {
    expect(await blockingViolationsAtBothWidths(page), state).toEqual([]);
    if (state === "overlay") await page.keyboard.press("Escape");
  }
});

test.describe("issue 22: what visitors tripped over on the search and the demo", () => {
  test("sale and rent never mixed, rents per month, whole dollars, grouped counts (fr)", async ({ page }) => {
    // Left alone, the transaction is "buy": the count is that of sales only.
    const sales = await resource<{ total: number }>(
      page,
      "/resources/properties-count?lang=fr&price_max=25000&forSaleForRent=buy",
    );
    await page.goto("/fr/proprietes?price_max=25000");
    await expect(page.getByRole("status").filter({ hasText: /propriétés?$/ })).toHaveText(
      `${sales.total} propriété${sales.total > 1 ? "s" : ""}`,
    );
    const prices = await page.locator("article[data-uls] p").allTextContents();
    expect(prices.some((text) => text.includes("/mois"))).toBe(false);
    await page.goto("/fr/proprietes?forSaleForRent=rent");
    const first = page.locator("article[data-uls]").first();
    await expect(first).toContainText(/\d\s\$\/mois/);
    await expect(first).not.toContainText(",00");
    // Without reset, the session would bring back the rent search above (and its smaller count).
    await page.goto("/fr/proprietes?reset_filters=true");
    await expect(page.getByText(/^\d{1,3}(\s\d{3})+ propriétés$/)).toBeVisible();
  });

  test("reset_filters=true clears the filters from the URL and the session (en)", async ({ page }) => {
    await page.goto("/en/properties?bedrooms=5");
    await page.goto("/en/properties?bedrooms=5&reset_filters=true");
    await expect(page).not.toHaveURL(/bedrooms|reset_filters/);
    // What a later visit would restore: saved by the reset visit from its start, not once its URL is
    // cleared (a visitor leaving in between brought the filters back).
    expect(await page.evaluate(() => sessionStorage.getItem("property-search:query"))).toBe("");
    await page.goto("/en");
    await page.goto("/en/properties");
    await pageHydrated(page);
    await expect(page).not.toHaveURL(/bedrooms/);
  });

  for (const [locale, path, text] of [
    ["fr", "/fr", "Texto"],
    ["en", "/en", "Text us"],
  ] as const) {
    test(`"${text}" sends a text message, and the calculator is in a menu (${locale})`, async ({ page }) => {
      await page.goto(path);
      const sms = page.locator('a[href^="sms:"]', { hasText: text });
      await expect(sms.first()).toBeAttached();
      await expect(
        page
          .locator(
            `a[href="${locale === "fr" ? "/fr/calculatrice-hypothecaire" : "/en/mortgage-calculator"}"]`,
          )
          .first(),
      ).toBeAttached();
    });
  }

  test("the map's + works on the first click, through the click gateway (en)", async ({ page }) => {
    await openSearch(page);
    const map = page.getByRole("region", { name: "Map of the properties" });
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect(page).toHaveURL(/NorthEast_lat=/);
  });

  /** Holds the map's markers request until the returned function is called. */
  async function holdMarkers(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/resources/properties?format=map**", async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  test("a zoom before the markers arrive is kept, and reaches the URL once they do (en)", async ({
    page,
  }) => {
    // The markers are held until the visitor has zoomed: their arrival used to fit the map over the
    // visitor's view, and the search ignored the zoom.
    const release = await holdMarkers(page);
    await page.goto(SEARCH);
    const zoom = () => page.evaluate(() => window.__searchMap?.map.getZoom() ?? -1);
    await expect.poll(zoom).toBeGreaterThan(0);
    const before = await zoom();
    const map = page.getByRole("region", { name: "Map of the properties" });
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(zoom).toBe(before + 1);
    release();
    await expect(page).toHaveURL(/NorthEast_lat=/);
    expect(await zoom()).toBe(before + 1);
  });

  test("a map view resized before its markers arrive is still fitted to them (en, 390 px)", async ({
    page,
  }) => {
    // A resize moves the map (Leaflet keeps its centre): that move counted as the visitor's, and the
    // markers' arrival then left the map where it was, the markers off screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdMarkers(page);
    await page.goto(SEARCH);
    await pageHydrated(page);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const view = () =>
      page.evaluate(() => {
        const map = window.__searchMap?.map;
        return map ? { zoom: map.getZoom(), height: map.getSize().y } : null;
      });
    await expect.poll(view).not.toBeNull();
    const before = (await view())!;
    await page.setViewportSize({ width: 390, height: 600 });
    await expect.poll(async () => (await view())?.height).toBeLessThan(before.height);
    release();
    await expect.poll(async () => (await view())?.zoom).toBeGreaterThan(before.zoom);
    expect(new URL(page.url()).searchParams.has("NorthEast_lat")).toBe(false);
  });

  test("a window resized once the markers are on the map leaves the search as it was (en)", async ({
    page,
  }) => {
    // Leaflet ends a resize's move 200 ms later with no start: it was reported as the visitor's move,
    // and the search took the new bounds (and reloaded the list) with no input from the visitor.
    await openSearch(page);
    await page.waitForFunction(() => (window.__searchMap?.layer.drawnCount ?? 0) > 0);
    const resizeEnded = page.evaluate(
      () => new Promise<void>((resolve) => window.__searchMap!.map.once("moveend", () => resolve())),
    );
    await page.setViewportSize({ width: 1100, height: 700 });
    await resizeEnded;
    expect(new URL(page.url()).searchParams.has("NorthEast_lat")).toBe(false);
  });

  test("on a phone the map view fills the screen under the view switch (fr, 390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/proprietes");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Carte" }).click();
    const map = page.getByRole("region", { name: "Carte des propriétés" });
    await expect(map).toBeVisible();
    await expect.poll(async () => (await map.boundingBox())?.y ?? 999).toBeLessThan(200);
    const box = (await map.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(844 - 40);
  });

  test("the embedded search frame shows the demo backend's page (fr)", async ({ page }) => {
    await page.goto("/fr/vitrine/proprietes");
    // The frame loads lazily: bring it into view first.
    await page.locator("iframe").first().scrollIntoViewIfNeeded();
    const frame = page.frameLocator("iframe").first();
    await expect(frame.getByRole("heading", { name: "Recherche de propriétés" })).toBeVisible({
      timeout: 15_000,
    });
  });

  for (const width of [390, 1440]) {
    test(`no sideways scrolling on the people showcase at ${width} px (fr)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/fr/vitrine/personnes");
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
      await page.mouse.wheel(400, 0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test.describe("issue 34 §12: the home page's count says which listings it counts", () => {
  test.use({ javaScriptEnabled: false });
  const WORDS = {
    en: {
      home: "/en",
      search: "/en/properties",
      said: /([\d,]+) listed properties \(([\d,]+) for sale and ([\d,]+) for rent\)/,
    },
    fr: {
      home: "/fr",
      search: "/fr/proprietes",
      said: /([\d\s]+) propriétés inscrites \(([\d\s]+) à vendre et ([\d\s]+) à louer\)/,
    },
  } as const;
  const number = (text: string) => Number(text.replace(/\D/g, ""));
  const searchCount = async (page: Page, path: string) => {
    await page.goto(path);
    const text = await page
      .getByText(/^[\d\s,\u202f\u00a0]+ (properties|propriétés)$/)
      .first()
      .textContent();
    return number(text!);
  };

  for (const lang of ["en", "fr"] as const) {
    test(`the home's for-sale and for-rent numbers are the search's (${lang})`, async ({ page }) => {
      const words = WORDS[lang];
      await page.goto(words.home);
      const said = (await page.getByText(words.said).first().textContent())!.match(words.said)!;
      const [all, forSale, forRent] = [said[1], said[2], said[3]].map(number);
      expect(forSale + forRent).toBe(all);
      // The search shows sale listings unless asked for rentals (filters.ts DEFAULT_FILTERS).
      expect(await searchCount(page, words.search)).toBe(forSale);
      expect(await searchCount(page, `${words.search}?forSaleForRent=rent`)).toBe(forRent);
    });
  }
});
