import { expect, test } from "@playwright/test";

test.describe("header (spec 2 §4)", () => {
  test("hides when scrolling down and shows again when scrolling up", async ({ page }) => {
    await page.goto("/fr");
    const header = page.locator("header[data-variant]");
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -600);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
  });

  test("desktop sub-menus open with Enter, close with Escape and on outside click", async ({ page }) => {
    await page.goto("/fr");
    const trigger = page.getByRole("button", { name: "Vendre" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Évaluation gratuite" }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(700, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("sub-menus open on hover", async ({ page }) => {
    await page.goto("/en");
    const trigger = page.getByRole("button", { name: "Properties" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("mobile menu (spec 2 §4)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the keyboard, traps focus, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/fr");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu", exact: true });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveClass(/scroll-prevented/);
    for (let i = 0; i < 15; i += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator("body")).not.toHaveClass(/scroll-prevented/);
  });

  test("accordion sub-menus and a link click closes the panel", async ({ page }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Menu", exact: true });
    await dialog.getByRole("button", { name: "Vitrine" }).click();
    await dialog.getByRole("link", { name: "Contenu" }).click();
    await expect(page).toHaveURL(/\/fr\/vitrine\/contenu$/);
    await expect(dialog).toBeHidden();
  });

  test("the close button closes the panel", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Close the menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu", exact: true })).toBeHidden();
  });
});

test.describe("locale switcher", () => {
  test("lists the other language and keeps the variant", async ({ page }) => {
    await page.goto("/fr?variant=7");
    const link = page.getByRole("link", { name: "English" }).first();
    await expect(link).toHaveAttribute("hreflang", "en");
    await link.click();
    await expect(page).toHaveURL(/\/en\?variant=7$/);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/contact");
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await context.close();
  });
});

test.describe("footer (spec 2 §2)", () => {
  test("links to terms and privacy through the named routes, with the copyright year", async ({ page }) => {
    await page.goto("/en");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Terms of use" }).last()).toHaveAttribute("href", "/en/terms-of-use");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/en/privacy-policy");
    await expect(footer.getByText(`© ${new Date().getFullYear()} Horizon Real Estate Inc.`)).toBeVisible();
  });

  test("is hidden on the properties search page and replaced by a page override", async ({ page }) => {
    await page.goto("/fr/proprietes");
    await expect(page.locator("footer")).toHaveCount(0);
    await page.goto("/fr/evenement");
    await expect(page.getByRole("heading", { name: "Inscrivez-vous aux portes ouvertes" })).toBeVisible();
    await expect(page.getByText("Politique de confidentialité")).toHaveCount(0);
  });
});
