import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The page's own code has run (PageShell marks <html data-hydrated>). A locator's wait: the renderer
 * stays idle in between, where `waitForFunction` runs its check every frame (measured: 0.09 s of CPU
 * per second of waiting, against 0.03 s).
 */
export const pageHydrated = (page: Page) =>
  page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** Whether a block's deferred wrapper is marked hydrated; null for a block that is not deferred. */
const wrapperReady = (block: Locator) =>
  block.evaluate((element) => {
    const wrapper = element.closest("[data-deferred-block]");
    return wrapper ? wrapper.hasAttribute("data-ready") : null;
  });

/** A block's code has run, the test doing nothing to bring it (after a scroll, say). */
export async function blockHydrated(page: Page, block: Locator) {
  await pageHydrated(page);
  await expect.poll(() => wrapperReady(block)).toBe(true);
  return block;
}

/**
 * A block whose code has run. Blocks below the first view, and blocks that wait for the visitor's
 * intent (forms, carousels: `loadOn: "intent"`), keep their server HTML until the visitor nears or
 * reaches for them; Blocks.tsx marks their wrapper data-ready once hydrated. This scrolls to the
 * block and moves the pointer over it, as a visitor would, then waits for it.
 */
export async function blockReady(page: Page, block: Locator) {
  await pageHydrated(page);
  await block.scrollIntoViewIfNeeded();
  // null: not a deferred block, its code ran with the page.
  if ((await wrapperReady(block)) !== false) return block;
  const box = await block.boundingBox();
  const height = page.viewportSize()?.height ?? 720;
  if (box) {
    const y = Math.max(box.y + 1, Math.min(box.y + box.height / 2, height - 2));
    await page.mouse.move(box.x + box.width / 2, y);
  }
  await expect.poll(() => wrapperReady(block)).toBe(true);
  return block;
}
