import { expect, test, type Page } from "@playwright/test";
import { blockingViolations, blockingViolationsAtBothWidths } from "./axe";

// The demo pages (home, contact, the showcases…) are checked by axe in demo-pages.spec.ts, in the
// same load as their other checks; these pages are not demo pages.
const pages = ["/en/brand-2025", "/en/qa/general-settings", "/fr/cette-page-nexiste-pas", "/en/test-503"];

for (const path of pages) {
  test(`${path} has no serious or critical axe violations at 390 and 1440 px`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
  });
}

/** The header's code loads on the visitor's first sign of using it: point at it, wait for it. */
async function headerReady(page: Page) {
  await page.locator("header").first().hover();
  await page.locator("[data-deferred-block][data-ready] header").first().waitFor();
}

test.describe("accessibility of open menus and popups", () => {
  test("the mobile menu panel at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr");
    await page.waitForLoadState("networkidle");
    await headerReady(page);
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("button", { name: "Propriétés" }).click();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("a desktop sub-menu with groups at 1440 px", async ({ page }) => {
    await page.goto("/en");
    await page.waitForLoadState("networkidle");
    await headerReady(page);
    await page
      .getByRole("button", { name: /Properties/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: /Homes for sale/ }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("an open dropdown in the test block", async ({ page }) => {
    await page.goto("/en/showcase/blocks");
    await page.waitForLoadState("networkidle");
    // The test block is far down the page: its code loads as it nears the viewport.
    await page.locator('[data-block-type="test-block"]').scrollIntoViewIfNeeded();
    const wrapper = page.locator('[data-deferred-block]:has([data-block-type="test-block"])');
    await expect(wrapper).toHaveAttribute("data-ready", "");
    await page.getByRole("tab", { name: "Components" }).click();
    const trigger = page
      .getByRole("button", { expanded: false })
      .filter({ hasText: /municipal/i })
      .first();
    await trigger.click();
    await expect(page.getByRole("listbox").first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
