import { expect, test, type Page } from "@playwright/test";
import { AXE_VIEWPORTS, blockingViolationsAtBothWidths } from "./axe";
import { blockHydrated, blockReady, pageHydrated } from "./ready";
import { DESKTOP, openWithoutJavaScript } from "./no-javascript";

const SHOWCASE = { fr: "/fr/vitrine/proprietes", en: "/en/showcase/properties" };
/** The hero search bar, its code loaded as a visitor reaching for it loads it (`loadOn: "intent"`). */
const heroReady = (page: Page) => blockReady(page, page.locator('[data-block-type="hero-search-bar"]'));

/** The showcase page (French), its hero search ready, with the municipality button clicked. */
async function openHeroMunicipalities(page: Page) {
  await page.goto(SHOWCASE.fr);
  await heroReady(page);
  await page
    .getByRole("search", { name: "Rechercher une propriété" })
    .getByRole("button", { name: /Municipalités/ })
    .click();
}

/** The demo backend serves the embedded search (playwright.config.ts starts it on this port). */
const FRAME_ORIGIN = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 3211}`;

/** The embedded search's host, served by the test: it posts its height to the page once loaded. */
async function serveFrame(page: Page, height: number) {
  await page.route(`${FRAME_ORIGIN}/iframe-search/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      // Like a real embedded search, it reports its height again as it changes (here: on a timer), so a
      // listener that arrives after the frame loaded still hears it.
      body: `<!doctype html><title>Recherche</title><body><script>
        const post = () => parent.postMessage({ height: ${height} }, "*");
        post();
        setInterval(post, 250);
      </script></body>`,
    }),
  );
}

test.describe("hero search bar", () => {
  test("Find goes to the properties-search route with the chosen municipalities", async ({ page }) => {
    await page.goto(SHOWCASE.fr);
    await heroReady(page);
    const search = page.getByRole("search", { name: "Rechercher une propriété" });
    await search.getByRole("button", { name: /Municipalités/ }).click();
    await page.getByRole("option", { name: "Laval" }).click();
    await page.getByRole("option", { name: "Québec" }).click();
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page.getByRole("option", { name: "Laval" })).toBeHidden();
    await search.getByRole("button", { name: "Trouver" }).click();
    await expect(page).toHaveURL(/\/fr\/proprietes\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("mun").sort()).toEqual(["23027", "65005"]);
  });

  test("Find keeps the internal query parameters (variant)", async ({ page }) => {
    await page.goto(`${SHOWCASE.en}?variant=abc`);
    const search = page.getByRole("search", { name: "Search for a property" });
    await search.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/en\/properties/);
    expect(new URL(page.url()).searchParams.get("variant")).toBe("abc");
  });

  test("more criteria shows the filter count and opens the filter overlay", async ({ page }) => {
    await page.goto(`${SHOWCASE.fr}?bedrooms=2&open_house=true`);
    await heroReady(page);
    const more = page.getByRole("button", { name: /Plus de critères/ });
    await expect(more).toContainText("2");
    await more.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("on a small screen the municipality dropdown opens the filter overlay instead", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHeroMunicipalities(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Municipalités" })).toBeHidden();
  });

  test("resizing to a small screen while the dropdown is open opens the overlay", async ({ page }) => {
    await openHeroMunicipalities(page);
    await expect(page.getByRole("option", { name: "Laval" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the content tabs show their description and call to action", async ({ page }) => {
    await page.goto(SHOWCASE.fr);
    await heroReady(page);
    await page.getByRole("tab", { name: "Vendre" }).click();
    await expect(page.getByRole("link", { name: "Évaluer ma propriété" })).toBeVisible();
  });

  test("without JavaScript the Find tab is a GET form to the search page", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, SHOWCASE.fr);
    await page.getByRole("listbox", { name: "Municipalités" }).selectOption(["66023", "65005"]);
    await page.getByRole("button", { name: "Trouver" }).click();
    await expect(page).toHaveURL(/\/fr\/proprietes\?/);
    expect(new URL(page.url()).searchParams.getAll("mun").sort()).toEqual(["65005", "66023"]);
    await context.close();
  });
});

test.describe("listing blocks", () => {
  test("the featured carousel moves with its arrows and the CTA card closes the 3-listing block", async ({
    page,
  }) => {
    await page.goto(SHOWCASE.fr);
    await blockReady(page, page.locator('[data-block-type="featured-properties"]'));
    const featured = page.getByRole("region", { name: "Propriétés en vedette" });
    await featured.scrollIntoViewIfNeeded();
    const next = featured.getByRole("button", { name: /suivant/i });
    await expect(next).toBeVisible();
    await next.click();
    await expect(featured.getByText(/^02 \//)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vous ne trouvez pas ?" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Voir les \d+ propriétés/ }).first()).toBeVisible();
  });

  test("keen-slider arrives on the carousel's first use; until then the track scrolls, 3 listings per view at 1440 px", async ({
    page,
  }) => {
    const keenRequests: string[] = [];
    page.on("request", (request) => {
      if (/keen-slider/.test(request.url())) keenRequests.push(request.url());
    });
    // No autoplay step: only the visitor starts keen-slider here.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SHOWCASE.fr);
    // A scroll of the page brings the block's code; the pointer stays away from the carousel.
    await pageHydrated(page);
    await page.mouse.wheel(0, 1);
    const block = await blockHydrated(page, page.locator('[data-block-type="featured-properties"]'));
    const track = block.locator(".keen-slider");
    const layout = () =>
      track.evaluate((element) => ({
        width: element.clientWidth,
        slides: [...element.children]
          .slice(0, 3)
          .map((slide) => Math.round(slide.getBoundingClientRect().width)),
        lefts: [...element.children]
          .slice(0, 3)
          .map((slide) => Math.round(slide.getBoundingClientRect().left)),
      }));
    const before = await layout();
    // Spec 1 §9: 3 per view from 1200 px, 24 px apart.
    for (const width of before.slides) expect(width).toBeCloseTo((before.width - 48) / 3, 0);
    expect(await track.getAttribute("data-keen-slider-ready")).toBeNull();
    expect(keenRequests).toEqual([]);

    await block.getByRole("button", { name: /suivant/i }).click();
    await expect(block.getByText(/^02 \//)).toBeVisible();
    await expect(track).toHaveAttribute("data-keen-slider-ready", "");
    expect(keenRequests).toHaveLength(1);
    await block.getByRole("button", { name: /précédent/i }).click();
    await expect(block.getByText(/^01 \//)).toBeVisible();
    // Taking over moved nothing: the same slides, as wide, in the same places.
    await expect.poll(layout).toEqual(before);
  });

  test("without JavaScript the featured carousel scrolls, 3 listings per view at 1440 px", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(browser, SHOWCASE.fr, DESKTOP);
    const track = page.locator('[data-block-type="featured-properties"] .keen-slider');
    const { overflow, width, scrollWidth, slides } = await track.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowX,
      width: element.clientWidth,
      scrollWidth: element.scrollWidth,
      slides: [...element.children].slice(0, 3).map((slide) => slide.getBoundingClientRect().width),
    }));
    expect(overflow).toBe("auto");
    expect(scrollWidth).toBeGreaterThan(width);
    for (const slide of slides) expect(slide).toBeCloseTo((width - 48) / 3, 0);
    await context.close();
  });

  test("a listing block shows 2 listings at xl and below", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(SHOWCASE.fr);
    const block = page.locator("section", {
      has: page.getByRole("heading", { name: "Nos dernières inscriptions" }),
    });
    await expect(block.locator("article")).toHaveCount(3);
    await expect(block.locator("article:visible")).toHaveCount(2);
  });
});

test.describe("fullwidth map", () => {
  test("ignores the map until its overlay is clicked and lists its properties for the keyboard", async ({
    page,
  }) => {
    await page.goto(SHOWCASE.fr);
    const map = page.getByRole("region", { name: "Carte : Nos propriétés sur la carte" });
    await map.scrollIntoViewIfNeeded();
    const gateway = map.getByRole("button", { name: "Cliquez pour utiliser la carte" });
    await expect(gateway).toBeVisible();
    await expect(map.locator(".leaflet-container canvas")).toBeVisible();
    await gateway.click();
    await expect(gateway).toBeHidden();
    await page.getByText(/Liste des propriétés sur la carte/).click();
    await expect(page.getByRole("link", { name: /rue .*\$/ }).first()).toBeVisible();
  });
});

test.describe("embedded search frame", () => {
  test("resizes on a height message from its own origin and ignores others", async ({ page }) => {
    await serveFrame(page, 1500);
    await page.goto(SHOWCASE.fr);
    const frame = page.locator("iframe");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("src", /model=v5/);
    await expect(frame).toHaveAttribute("src", /desjCalc=0/);
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(1500);
    // A message from the page itself (another origin than the frame's) is ignored.
    await page.evaluate(() => window.postMessage({ height: 600 }, "*"));
    await page.waitForTimeout(200);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(1500);
  });
});

for (const path of Object.values(SHOWCASE)) {
  test(`${path} has no serious or critical axe violations at 390 and 1440 px, and is no wider than the screen`, async ({
    page,
  }) => {
    await serveFrame(page, 900);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
    for (const { width, height } of AXE_VIEWPORTS) {
      await page.setViewportSize({ width, height });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  });
}
