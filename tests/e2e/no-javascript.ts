import { expect, type Browser, type ViewportSize } from "@playwright/test";

/** A page in its own browser context with JavaScript off, opened at `path` (close the context at the end). */
export async function openWithoutJavaScript(browser: Browser, path: string, viewport?: ViewportSize) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport && { viewport }) });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, response };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Without JavaScript, the first link named `linkName` on `path` leads to a URL matching `expected`. */
export async function expectLinkLeadsWithoutJavaScript(
  browser: Browser,
  path: string,
  linkName: string,
  expected: RegExp,
) {
  const { context, page } = await openWithoutJavaScript(browser, path);
  await page.getByRole("link", { name: linkName }).first().click();
  await expect(page).toHaveURL(expected);
  await context.close();
}
