import { expect, test } from "@playwright/test";
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expectLinkLeadsWithoutJavaScript, openWithoutJavaScript } from "./no-javascript";
import { pageHydrated } from "./ready";

test.describe("modals (spec 1 §2)", () => {
  test("a link action opens the contact modal: focus inside, Escape closes, focus returns", async ({
    page,
  }) => {
    await page.goto("/fr/vitrine/heros");
    await pageHydrated(page);
    // A link to the contact page that, once JavaScript runs, opens the modal instead.
    const opener = page.getByRole("link", { name: "Écrivez-nous" }).first();
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Écrivez-nous" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(page.locator("body")).toHaveClass(/scroll-prevented/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("body")).not.toHaveClass(/scroll-prevented/);
    await expect(page).toHaveURL(/\/fr\/vitrine\/heros$/);
  });
});

test.describe("contact modal action without JavaScript", () => {
  test("leads to the contact page", async ({ browser }) => {
    await expectLinkLeadsWithoutJavaScript(browser, "/fr/vitrine/heros", "Écrivez-nous", /\/fr\/contact$/);
  });
});

test.describe("content blocks", () => {
  test("the editor's script runs under the page nonce", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto("/en/showcase/blocks");
    await expect(page.locator("[data-embed-ok]")).toHaveText("Widget loaded");
    expect(violations).toEqual([]);
  });

  test("a YouTube video contacts no outside host until the visitor asks", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!/^https?:\/\/(localhost|127\.0\.0\.1)/.test(request.url()) && !request.url().startsWith("data:"))
        outside.push(request.url());
    });
    await page.goto("/fr/vitrine/blocs");
    const play = page.getByRole("button", { name: /Charger la vidéo YouTube/ });
    // Below the fold, the carousel holding it hydrates as it nears the viewport.
    await page.locator('[data-block-type="media-carousel"]').first().scrollIntoViewIfNeeded();
    await expect(play.first()).toBeAttached();
    expect(outside).toEqual([]);
  });

  test("rich text cannot run script and the Q&A works without JavaScript", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/en/showcase/blocks");
    await page.getByText("How much does a valuation cost?").click();
    await expect(page.getByText("Your home's valuation is free and without obligation.")).toBeVisible();
    await context.close();
  });

  test("a native video autoplays muted when playable, and not under reduced motion (spec 3 §4)", async ({
    browser,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/fr/vitrine/contenu");
      const wrapper = page
        .locator("div[data-state]")
        .filter({ has: page.locator("video") })
        .first();
      const video = wrapper.locator("video");
      await video.scrollIntoViewIfNeeded();
      await expect(wrapper).toHaveAttribute("data-state", reducedMotion === "reduce" ? "ready" : "playing", {
        timeout: 10_000,
      });
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      await context.close();
    }
  });

  test("without JavaScript a native video offers the browser's own controls", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/fr/vitrine/contenu");
    await expect(page.locator("video").first()).toHaveAttribute("controls", "");
    await context.close();
  });

  test("without JavaScript a carousel scrolls natively and shows no dead buttons", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/en/showcase/blocks");
    const carousel = page.getByRole("region", { name: "Our latest sales" });
    await expect(carousel.getByRole("group").first()).toBeVisible();
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await expect(carousel.getByText("01 / 05")).toBeHidden();
    await context.close();
  });

  test("the carousel moves with its labelled buttons", async ({ page }) => {
    await page.goto("/en/showcase/blocks");
    const carousel = page.getByRole("region", { name: "Our latest sales" });
    await carousel.getByRole("button", { name: "Pause the slideshow" }).click();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByText("02 / 05")).toBeVisible();
  });
});

test.describe("edit mode and QA (spec 3 §4, §6)", () => {
  test("is unreachable without the preview token", async ({ page }) => {
    await page.goto("/fr/vitrine/heros?preview_token=wrong-token-0000000000");
    await expect(page.getByRole("toolbar")).toHaveCount(0);
  });

  test("with the token, the overlay cycles colour schemes and deletes a block", async ({ page }) => {
    const response = await page.goto(`/en/showcase/heroes?preview_token=${PREVIEW_TOKEN}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    // The overlay's code is a chunk of its own: its buttons answer once it has loaded and hydrated.
    await page.waitForLoadState("networkidle");
    const first = page.locator("[data-edit-block]").first();
    await expect(first.getByRole("toolbar")).toContainText("hero-content-1");
    const section = first.locator("section[data-scheme]");
    await expect(section).toHaveAttribute("data-scheme", "normal");
    await first.getByRole("button", { name: /Change colour scheme/ }).click();
    await expect(section).toHaveAttribute("data-scheme", "normal-grey");
    const before = await page.locator("[data-edit-block]").count();
    await first.getByRole("button", { name: "Delete block" }).click();
    await expect(page.locator("[data-edit-block]")).toHaveCount(before - 1);
  });

  test("the QA pages render the CMS demo page and the theme", async ({ page }) => {
    await page.goto("/fr/qa/sections");
    await expect(page.locator('[data-block-type="test-block"]')).toBeVisible();
    await page.goto("/en/qa/general-settings");
    await expect(page.getByRole("heading", { name: "General settings" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /inverted/ })).toBeVisible();
  });
});
