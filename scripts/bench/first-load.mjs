// 1. First-load JavaScript per page: the same pages and the same measurement as the budget check in
// `npm test` (tests/e2e/demo-pages.spec.ts), in the same browser and viewport.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../browser-path.mjs";
import { firstLoadBudgetBytes } from "../../tests/budgets.mjs";
import { measureFirstLoadJs } from "../../tests/first-load-js.mjs";
import { log } from "./servers.mjs";

/** The system Chromium with the bench's arguments (the same browser as the e2e tests). */
export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * @param {string} baseUrl
 * @param {{ path: string; name: string; kind: "content" | "search" }[]} pages
 */
export async function measureFirstLoad(baseUrl, pages) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const target of pages) {
      // A fresh context per page: nothing cached, like each test of the spec.
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      try {
        const result = await measureFirstLoadJs({
          url: target.path,
          page: await context.newPage(),
          fetchHtml: async (url) => (await fetchOk(new URL(url, baseUrl))).text(),
          readScript: async (url) => Buffer.from(await (await fetchOk(new URL(url, baseUrl))).arrayBuffer()),
        });
        const budget = firstLoadBudgetBytes(target);
        results.push({
          path: target.path,
          name: target.name,
          kind: target.kind,
          htmlGzip: result.html.gzip,
          browserGzip: result.browser.gzip,
          gzip: result.gzip,
          budget,
          pass: result.gzip <= budget,
          scripts: {
            html: result.html.scripts,
            browser: result.browser.scripts,
          },
        });
        log(`  ${target.path}: ${(result.gzip / 1000).toFixed(1)} KB`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
