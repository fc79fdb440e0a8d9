import { expect, test, type Page } from "@playwright/test";
import { PHONE, expectLinkLeadsWithoutJavaScript, openWithoutJavaScript } from "./no-javascript";
import { pageHydrated } from "./ready";

/**
 * Opens a page and waits until the header runs: its code loads on the visitor's first sign of using
 * it (here the pointer over it), and it publishes its measured height once hydrated.
 */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await pageHydrated(page);
  await page.locator("header").first().hover();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--header-height")))
    .not.toBe("");
  // The scroll listeners are attached in a passive effect, just after the measuring layout effect.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** A continuous wheel scroll: `events` wheel events of `step` px, 50 ms apart. */
async function wheel(page: Page, step: number, events: number) {
  for (let i = 0; i < events; i += 1) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(50);
  }
}

test.describe("header (spec 2 §4)", () => {
  test("hides when scrolling down and shows again when scrolling up", async ({ page }) => {
    await openPage(page, "/fr");
    const header = page.locator("header[data-variant]");
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -600);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
  });

  test("after a long continuous scroll down, scrolling up shows the header while still scrolling", async ({
    page,
  }) => {
    await openPage(page, "/fr");
    const header = page.locator("header[data-variant]");
    await page.evaluate(() => document.body.style.setProperty("min-height", "12000px"));
    await page.mouse.move(700, 600);
    await wheel(page, 150, 40);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await wheel(page, -150, 6);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  });

  test("near the top, scrolling up shows the header before reaching the top", async ({ page }) => {
    await openPage(page, "/fr");
    const header = page.locator("header[data-variant]");
    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 60);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -10);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("hides after a mouse click on one of its links, but not while it has keyboard focus", async ({
    page,
  }) => {
    await openPage(page, "/en");
    const header = page.locator("header[data-variant]");
    const blog = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Blog", exact: true });
    await blog.click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(blog).toBeFocused();
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-hidden", "true");

    await page.mouse.wheel(0, -1200);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
    await header.getByRole("link", { name: "Home – Horizon Real Estate" }).focus();
    await page.keyboard.press("Tab");
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    await expect(header).not.toHaveAttribute("data-hidden", "true");
  });

  test("publishes its height for hero-cta, which fills the screen minus the navigation", async ({ page }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openPage(page, "/en/showcase/heroes");
      const header = page.locator("header[data-variant]");
      const headerHeight = await header.evaluate((element) =>
        Math.round(element.getBoundingClientRect().height),
      );
      await expect
        .poll(() =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--header-height").trim(),
          ),
        )
        .toBe(`${headerHeight}px`);
      const hero = page.locator('[data-block-type="hero-cta"]');
      const heroHeight = await hero.evaluate((element) => element.getBoundingClientRect().height);
      expect(Math.abs(heroHeight - (viewport.height - headerHeight))).toBeLessThanOrEqual(1);
    }
  });

  test("desktop sub-menus open with Enter, close with Escape and on outside click", async ({ page }) => {
    await openPage(page, "/fr");
    const trigger = page.getByRole("button", { name: "Vendre" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await trigger.getAttribute("aria-controls")}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Évaluation gratuite" }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(700, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a sub-menu closes when keyboard focus leaves it", async ({ page }) => {
    await openPage(page, "/fr");
    const trigger = page.getByRole("button", { name: "Vendre" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const links = await page
      .locator(`#${await trigger.getAttribute("aria-controls")}`)
      .getByRole("link")
      .count();
    for (let i = 0; i <= links; i += 1) await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  for (const { name, path, gap } of [
    { name: "megamenu", path: "/en", gap: 54 },
    { name: "classic", path: "/en/showcase/classic-header", gap: 16 },
  ]) {
    test(`a hover-opened sub-menu stays open while the pointer moves into it (${name})`, async ({ page }) => {
      await openPage(page, path);
      const trigger = page.getByRole("button", { name: "Properties" });
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const from = await trigger.boundingBox();
      const item = await trigger.locator("xpath=..").boundingBox();
      const to = await panel.boundingBox();
      if (!from || !item || !to) throw new Error("no layout");
      expect(Math.round(to.y - (item.y + item.height))).toBe(gap);
      expect(to.width).toBeLessThanOrEqual(1000);
      // Straight down from the trigger, across the gap, into the popup.
      const x = from.x + from.width / 2;
      await page.mouse.move(x, from.y + from.height / 2);
      await page.mouse.move(x, to.y + 12, { steps: 20 });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const link = panel.getByRole("link", { name: /Condos/ });
      await link.click();
      await expect(page).toHaveURL(/\/en\/properties\?type=condo/);
      await expect(panel).toBeHidden();
    });
  }

  test("megamenu groups show each entry's image, title and description", async ({ page }) => {
    await openPage(page, "/en");
    const trigger = page.getByRole("button", { name: "Properties" });
    await trigger.hover();
    const group = page.getByRole("group", { name: "By property type" });
    await expect(group).toBeVisible();
    const entry = group.getByRole("link", { name: /Cottages/ });
    await expect(entry).toContainText("By the lake or in the mountains");
    await expect(entry.locator("img")).toBeVisible();
    await expect(page.getByRole("group", { name: "Buy with confidence" })).toBeVisible();
  });

  test("the SMS call to action is shown next to the main one", async ({ page }) => {
    await openPage(page, "/en");
    const sms = page.locator("header").getByRole("link", { name: "Text us" }).first();
    await expect(sms).toBeVisible();
    await expect(sms).toHaveAttribute("href", "sms:+15145550142");
    await expect(page.locator("header").getByRole("link", { name: "Contact us" }).first()).toBeVisible();
  });
});

test.describe("mobile menu (spec 2 §4)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the keyboard, traps focus, closes with Escape and returns focus", async ({ page }) => {
    await openPage(page, "/fr");
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
    await openPage(page, "/fr");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Menu", exact: true });
    await dialog.getByRole("button", { name: "Vitrine" }).click();
    await dialog.getByRole("link", { name: "Contenu" }).click();
    await expect(page).toHaveURL(/\/fr\/vitrine\/contenu$/);
    await expect(dialog).toBeHidden();
  });

  test("the panel takes the header scheme's background and text colour", async ({ page }) => {
    await openPage(page, "/en/showcase/classic-header");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Menu", exact: true });
    await expect(dialog).toBeVisible();
    const colours = await dialog.evaluate((element) => {
      const header = element.closest("header") as HTMLElement;
      return {
        panel: [getComputedStyle(element).backgroundColor, getComputedStyle(element).color],
        header: [getComputedStyle(header).backgroundColor, getComputedStyle(header).color],
      };
    });
    expect(colours.panel[0]).not.toBe("rgba(0, 0, 0, 0)");
    expect(colours.panel).toEqual(colours.header);
    await expect(dialog.getByRole("link", { name: "Contact us" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Text us" })).toHaveAttribute("href", "sms:+15145550142");
  });

  test("after closing with the mouse, focus on the menu button does not pin the header", async ({ page }) => {
    await openPage(page, "/en");
    const header = page.locator("header[data-variant]");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Close the menu" }).click();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-hidden", "true");
  });

  test("works without JavaScript: the menu link opens the panel, its sub-menus unfold natively, and its links work", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/fr", PHONE);
    const dialog = page.getByRole("dialog", { name: "Menu", exact: true });
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Fermer le menu" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    const content = dialog.getByRole("link", { name: "Contenu" });
    await expect(content).toBeHidden();
    await dialog.locator("summary", { hasText: "Vitrine" }).click();
    await content.click();
    await expect(page).toHaveURL(/\/fr\/vitrine\/contenu$/);
    await context.close();
  });

  test("the close button closes the panel", async ({ page }) => {
    await openPage(page, "/en");
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
    await expectLinkLeadsWithoutJavaScript(browser, "/en/contact", "Français", /\/fr\/contact$/);
  });
});

test.describe("footer (spec 2 §2)", () => {
  test("links to terms and privacy through the named routes, with the copyright year", async ({ page }) => {
    await page.goto("/en");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Terms of use" }).last()).toHaveAttribute(
      "href",
      "/en/terms-of-use",
    );
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/en/privacy-policy",
    );
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
