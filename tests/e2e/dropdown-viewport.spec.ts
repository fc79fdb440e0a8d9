import { expect, test } from "@playwright/test";

// Issue 22: at 390 px the municipalities dropdown of the filter panel ran past the screen's edge.
const PAGES = [
  {
    path: "/fr/proprietes",
    gateway: "Cliquez pour utiliser la carte",
    location: "Emplacement",
    dialog: "filtres",
  },
  { path: "/en/properties", gateway: "Click to use the map", location: "Location", dialog: "filters" },
];

test.describe("the municipalities dropdown at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, gateway, location, dialog } of PAGES) {
    test(`its panel stays within the screen (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: gateway, includeHidden: true })).toBeAttached();
      await page.getByRole("button", { name: new RegExp(location) }).click();
      const panel = page.getByRole("dialog", { name: dialog });
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: new RegExp(location) }).click();
      const listbox = panel.getByRole("listbox", { name: location });
      await expect(listbox).toBeVisible();
      const popup = listbox.locator("xpath=..");
      const box = await popup.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

// The alert wizard's municipality field: its long placeholder widened the page to 411 px.
const WIZARDS = [
  { path: "/fr/vitrine/alertes-et-evaluation", start: "M'inscrire aux alertes" },
  { path: "/en/showcase/alerts-and-valuation", start: /alert/i },
];

test.describe("the alert wizard's municipality field at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, start } of WIZARDS) {
    test(`the page does not scroll sideways (${path})`, async ({ page }) => {
      await page.goto(path);
      const startButton = page.getByRole("button", { name: start }).first();
      await expect(startButton).toBeEnabled();
      await startButton.click();
      const trigger = page.locator("button[aria-haspopup='listbox']").first();
      await expect(trigger).toBeVisible();
      const box = await trigger.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
