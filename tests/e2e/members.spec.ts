import { expect, test, type Page } from "@playwright/test";
import { blockingViolationsAtBothWidths } from "./axe";
import { blockHydrated, blockReady as ready, pageHydrated } from "./ready";
import { DESKTOP, openWithoutJavaScript } from "./no-javascript";

const hydrated = pageHydrated;

/** A block of the page, its code loaded (tests/e2e/ready.ts). */
const blockReady = (page: Page, type: string) => ready(page, page.locator(`[data-block-type="${type}"]`));

/** Cards the visitor can see (CSS hides those beyond the page at this width). */
const visibleCards = (page: Page) =>
  page
    .locator('[data-block-type="member-cards"] li[data-from]')
    .evaluateAll((items) => items.filter((item) => getComputedStyle(item).display !== "none").length);

test.describe("hero members search (spec 2 'Hero members search')", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("choosing a member opens the modal with focus inside; closing clears the selection", async ({
    page,
  }) => {
    await page.goto("/fr/courtiers");
    await blockReady(page, "hero-members-search");
    const trigger = page.getByRole("button", { name: /Trouver un courtier/ });
    await trigger.click();
    const labels = await page.getByRole("listbox").getByRole("option").allTextContents();
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })));
    await page.getByRole("option", { name: "Amélie Roy" }).click();
    const dialog = page.getByRole("dialog", { name: "Amélie Roy" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(dialog).toHaveClass(/scheme-normal/);
    await expect(dialog.getByText("Courtier immobilier résidentiel")).toBeVisible();
    // The programs count shows its tooltip of program descriptions on focus.
    const programs = dialog.getByRole("button", { name: /programmes?$/ });
    await programs.focus();
    await expect(dialog.getByRole("tooltip")).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).not.toContainText("Amélie Roy");
    await expect(trigger).toBeFocused();
  });

  test("a carousel card opens the modal by click and by Enter; the carousel holds at most 10", async ({
    page,
  }) => {
    // The hero's code is held back, so the first click lands before it: it is replayed once the code
    // has hydrated the hero (app/blocks/replay-clicks.ts), not lost.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/_shared\/HeroMembersSearch-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/fr/courtiers");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: "Nos courtiers" });
    await expect(carousel.getByRole("group")).toHaveCount(10);
    const first = carousel.getByRole("button", { name: /Julie Tremblay/ });
    await first.click();
    await expect(page.locator("[data-deferred-block][data-ready]", { has: carousel })).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Julie Tremblay" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Julie Tremblay" })).toBeVisible();
  });
});

test.describe("member cards (spec 2 'Member cards block', §4, §9)", () => {
  test("16 cards at xxl, more load when the trigger scrolls into view", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/fr/courtiers");
    await hydrated(page);
    await expect(page.getByText("36 membres")).toBeVisible();
    expect(await visibleCards(page)).toBe(16);
    await page.locator('[data-block-type="member-cards"] li[data-from]').nth(15).scrollIntoViewIfNeeded();
    await expect.poll(() => visibleCards(page)).toBe(32);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => visibleCards(page)).toBe(36);
  });

  test("6 cards per page below md", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/courtiers");
    await hydrated(page);
    expect(await visibleCards(page)).toBe(6);
  });

  test("the office filter narrows the cards and returns to page 1", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en/brokers");
    await hydrated(page);
    await page.locator('[data-block-type="member-cards"] li[data-from]').nth(15).scrollIntoViewIfNeeded();
    await expect.poll(() => visibleCards(page)).toBeGreaterThan(16);
    await page.getByLabel("Office").selectOption({ label: "Horizon Laval" });
    await expect(page.getByText("6 members")).toBeVisible();
    expect(await visibleCards(page)).toBe(6);
    const offices = await page
      .locator('[data-block-type="member-cards"] li[data-from]')
      .evaluateAll((items) => items.map((item) => item.textContent ?? ""));
    for (const text of offices) expect(text).toContain("Horizon Laval");
  });

  test("without JavaScript: the first page, a see-more link and the office filter by query string", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/fr/courtiers", DESKTOP);
    expect(await visibleCards(page)).toBe(16);
    await page.getByRole("link", { name: "Voir plus de membres" }).click();
    await expect(page).toHaveURL(/members_page=2/);
    expect(await visibleCards(page)).toBe(32);
    await page.getByLabel("Bureau").selectOption({ label: "Horizon Laval" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/members_office=2/);
    await expect(page).not.toHaveURL(/members_page/);
    await expect(page.getByText("6 membres")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voir plus de membres" })).toBeHidden();
    await context.close();
  });
});

test.describe("showcase people: hero slider, members carousel, team members", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("hero slider: next and previous wrap around, two-digit numbers, next-slide preview", async ({
    page,
  }) => {
    await page.goto("/en/showcase/people");
    await hydrated(page);
    const slider = page.locator('[data-block-type="hero-slider"]');
    const current = (n: string) => slider.getByRole("button", { name: `Go to slide ${n}` });
    await expect(current("01")).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect(current("03")).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(current("01")).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: /Next · 02/ }).click();
    await expect(current("02")).toHaveAttribute("aria-current", "true");
    await expect(slider.getByRole("button", { name: /Next · 03/ })).toBeVisible();
  });

  test("hero slider: autoplay pauses while hovered and never runs under reduced motion", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/en/showcase/people");
    const slider = await blockReady(page, "hero-slider");
    await expect(slider.getByRole("button", { name: /pause/i })).toHaveCount(0);
    await expect(slider.locator("[data-running]")).toHaveCount(0);
    await context.close();

    const moving = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await moving.goto("/en/showcase/people");
    // A scroll of the page is a sign of intent: the slider's code loads and autoplay starts, the
    // pointer being elsewhere.
    await pageHydrated(moving);
    await moving.mouse.wheel(0, 1);
    const hero = await blockHydrated(moving, moving.locator('[data-block-type="hero-slider"]'));
    await expect(hero.locator("[data-running]")).toHaveCount(1);
    await hero.hover();
    await expect(hero.locator("[data-running]")).toHaveCount(0);
    await moving.close();
  });

  test("without JavaScript the sliders show no buttons that would do nothing", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/en/showcase/people", DESKTOP);
    for (const type of ["hero-slider", "members-carousel"]) {
      const block = page.locator(`[data-block-type="${type}"]`);
      // Photos below the first view are their <noscript> copies here (DeferredImg, app/ui/Photo.tsx).
      await expect(block.locator("img:not([data-src])").first()).toBeVisible();
      await expect(block.getByRole("button")).toHaveCount(0);
    }
    await context.close();
  });

  test("members carousel: a thumbnail jumps to its slide and the person card follows", async ({ page }) => {
    await page.goto("/en/showcase/people");
    await hydrated(page);
    const block = await blockReady(page, "members-carousel");
    const thumbnail = block.getByRole("button", { name: "Show Sophie Bergeron" });
    await thumbnail.click();
    await expect(thumbnail).toHaveAttribute("aria-current", "true");
    await expect(block.getByText("Sophie Bergeron", { exact: true })).toBeVisible();
  });

  test("team members: one member per slide with arrows and a count; see-more opens the description", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/showcase/people");
    await hydrated(page);
    const block = await blockReady(page, "team-members");
    await expect(block.getByText("01 / 04")).toBeVisible();
    await block.getByRole("button", { name: "Next slide" }).click();
    await expect(block.getByText("02 / 04")).toBeVisible();
    // The second slide becomes reachable once the slide animation has come to rest.
    const second = block.getByRole("group").nth(1);
    await expect(second).not.toHaveAttribute("inert", /.*/);
    const seeMore = second.getByRole("button", { name: /Read more/ });
    await seeMore.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Outside work/)).toBeVisible();
  });
});

test.describe("members blocks accessibility at 390 and 1440 px (opened on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The brokers and people pages, every block live: demo-pages.spec.ts.
  test("the member modal", async ({ page }) => {
    await page.goto("/fr/courtiers");
    await hydrated(page);
    await page.getByRole("button", { name: /Trouver un courtier/ }).click();
    await page.getByRole("listbox").getByRole("option").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await blockingViolationsAtBothWidths(page, '[role="dialog"]')).toEqual([]);
  });
});
