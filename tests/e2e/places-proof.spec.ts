import { expect, test, type Locator, type Page } from "@playwright/test";
import { blockingViolationsAtBothWidths } from "./axe";
import { blockReady } from "./ready";
import { openWithoutJavaScript } from "./no-javascript";

/** A block, scrolled to and live (tests/e2e/ready.ts). */
const liveBlock = (page: Page, type: string) => blockReady(page, page.locator(`[data-block-type="${type}"]`));

/** A "first N, then all" list: `first` cards, then `all` after its show-all button. */
async function expectFirstThenAll(block: Locator, first: number, showAll: string, all: number) {
  await expect(block.getByRole("heading", { level: 3 })).toHaveCount(first);
  await block.getByRole("button", { name: showAll }).click();
  await expect(block.getByRole("heading", { level: 3 })).toHaveCount(all);
}

/** The Leaflet popup of an office, by the office's name. */
const popupOf = (page: Page, name: string) => page.locator(".leaflet-popup").filter({ hasText: name });

test.describe("offices: the list is tied to the map (spec 2 §2)", () => {
  test("clicking a listed office makes it active and opens its marker popup", async ({ page }) => {
    await page.goto("/fr/bureaux");
    await liveBlock(page, "offices-map");
    await expect(page.locator(".leaflet-container")).toBeVisible();
    const laval = page.getByRole("button", { name: "Horizon Laval" });
    await laval.click();
    await expect(laval).toHaveAttribute("aria-pressed", "true");
    await expect(popupOf(page, "Horizon Laval")).toBeVisible();
    await expect(popupOf(page, "Horizon Laval").getByRole("link", { name: "450 555-0177" })).toHaveAttribute(
      "href",
      "tel:+14505550177",
    );
  });

  test("focusing a listed office with the keyboard opens its popup too", async ({ page }) => {
    await page.goto("/en/offices");
    await liveBlock(page, "offices-map");
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await page.getByRole("button", { name: "Horizon Laval" }).focus();
    await page.keyboard.press("Tab"); // the Laval office's phone link
    await page.keyboard.press("Tab"); // its email link
    await page.keyboard.press("Tab"); // the next office
    const next = page.getByRole("button", { name: "Horizon Québec – Vieux-Port" });
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute("aria-pressed", "true");
    await expect(popupOf(page, "Horizon Québec – Vieux-Port")).toBeVisible();
  });

  test("hovering a marker highlights its office in the list", async ({ page }) => {
    await page.goto("/fr/bureaux");
    await liveBlock(page, "offices-map");
    await page.getByRole("button", { name: "Horizon Sherbrooke" }).click();
    await expect(popupOf(page, "Horizon Sherbrooke")).toBeVisible();
    await page.locator(".leaflet-interactive").nth(4).hover({ force: true });
    await expect(
      page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Horizon Sherbrooke" }) }),
    ).toHaveAttribute("data-highlighted", "true");
  });

  test("without JavaScript the offices, their lines and their structured data are in the page", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/fr/bureaux");
    const grid = page.locator('[data-block-type="offices-grid"]');
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(grid.getByRole("link", { name: "bureau2@horizon-immobilier.example" })).toBeVisible();
    const jsonLd = await grid.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "[]")[0]).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Horizon Montréal – Plateau",
    });
    await context.close();
  });
});

test.describe("showcase: rewards, testimonials and partners (spec 2 §4, spec 3 §4)", () => {
  test("rewards show the first 3, then all after 'show more'", async ({ page }) => {
    await page.goto("/en/showcase/testimonials");
    const rewards = await liveBlock(page, "rewards");
    await expectFirstThenAll(rewards, 3, "Show all 6 awards", 6);
  });

  test("partners show the first 6, then all; the tag filter narrows the list", async ({ page }) => {
    await page.goto("/en/showcase/testimonials");
    const partners = await liveBlock(page, "partners");
    await expectFirstThenAll(partners, 6, "Show all 8 partners", 8);
    const filter = partners.getByRole("group", { name: "Filter partners by category" });
    await filter.getByRole("button", { name: "Inspection" }).click();
    await expect(partners.getByRole("heading", { level: 3 })).toHaveText(["InspecPro Québec", "Bâti-Expert"]);
    await filter.getByRole("button", { name: "All" }).click();
    await expect(partners.getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  test("bank partners: the filter lists all institutions until one is chosen", async ({ page }) => {
    await page.goto("/fr/vitrine/temoignages");
    const banks = await liveBlock(page, "bank-partners");
    await expect(banks.getByRole("heading", { level: 3 })).toHaveCount(3);
    await banks.getByRole("button", { name: "Fiducie Nordique" }).click();
    await expect(banks.getByRole("heading", { level: 3 })).toHaveText(["Fiducie Nordique"]);
    await expect(banks.getByText("Jean-François Boucher")).toBeVisible();
  });

  test("the testimony popup prevents page scrolling while open and gives focus back on closing", async ({
    page,
  }) => {
    await page.goto("/fr/vitrine/temoignages");
    const slider = await liveBlock(page, "testimonials-slider");
    const more = slider.getByRole("button", { name: "Lire la suite" }).first();
    await more.scrollIntoViewIfNeeded();
    await more.click();
    const dialog = page.getByRole("dialog", { name: "Samuel Bélanger" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Nous recommandons cette équipe");
    await expect(page.locator("body")).toHaveClass(/scroll-prevented/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/scroll-prevented/);
    await expect(more).toBeFocused();
  });

  test("public reviews show the average rounded to 2 decimals, its stars and the total", async ({ page }) => {
    await page.goto("/fr/vitrine/temoignages");
    const reviews = page.locator('[data-block-type="testimonials-reviews"]');
    await expect(reviews.getByText("4,67")).toBeVisible();
    await expect(reviews.getByRole("img", { name: "Note de 4,5 sur 5" }).first()).toBeVisible();
    await expect(reviews.getByText("Selon 128 avis")).toBeVisible();
  });
});

test.describe("places and proof accessibility at 390 and 1440 px (opened on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The offices and testimonials pages, every block live: demo-pages.spec.ts.
  test("an open office popup and an open testimony popup", async ({ page }) => {
    await page.goto("/en/offices");
    await liveBlock(page, "offices-map");
    await page.getByRole("button", { name: "Horizon Laval" }).click();
    // Leaflet fades a popup in (0.2 s): axe, reading its text's contrast mid-fade, found it too faint.
    await expect(popupOf(page, "Horizon Laval")).toHaveCSS("opacity", "1");
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
    await page.goto("/en/showcase/testimonials");
    const slider = await liveBlock(page, "testimonials-slider");
    // The long testimony is the second card: on a phone, one card shows at a time.
    await slider.getByRole("button", { name: "Next slide" }).click();
    const more = slider.getByRole("button", { name: "Read more" }).first();
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
  });
});
