import { expect, type Locator, type Page } from "@playwright/test";

/** The page's own code has run (PageShell marks <html data-hydrated>). */
export const pageHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/**
 * A block whose code has run. Blocks below the first view, and blocks that wait for the visitor's
 * intent (forms, carousels: `loadOn: "intent"`), keep their server HTML until the visitor nears or
 * reaches for them; Blocks.tsx marks their wrapper data-ready once hydrated. This scrolls to the
 * block and moves the pointer over it, as a visitor would, then waits for it.
 */
export async function blockReady(page: Page, block: Locator) {
  await pageHydrated(page);
  await block.scrollIntoViewIfNeeded();
  const wrapperReady = () =>
    block.evaluate((element) => {
      const wrapper = element.closest("[data-deferred-block]");
      return wrapper ? wrapper.hasAttribute("data-ready") : null;
    });
  // null: not a deferred block, its code ran with the page.
  if ((await wrapperReady()) !== false) return block;
  const box = await block.boundingBox();
  const height = page.viewportSize()?.height ?? 720;
  if (box) {
    const y = Math.max(box.y + 1, Math.min(box.y + box.height / 2, height - 2));
    await page.mouse.move(box.x + box.width / 2, y);
  }
  await expect.poll(wrapperReady).toBe(true);
  return block;
}
