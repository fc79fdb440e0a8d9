import { expect, test } from "@playwright/test";
import { BUDGET_PAGES, FIRST_LOAD_JS_KB, firstLoadBudgetBytes } from "../budgets.mjs";
import { describeScripts, formatKb, measureFirstLoadJs } from "../first-load-js.mjs";

// First-load JavaScript budgets (../shared/ARCHITECTURE.md §5): what the HTML references and, as a guard,
// what a real page load requests before `load` + 1 s idle; the larger figure must fit the budget.
test.describe("first-load JavaScript budgets (gzip level 9)", () => {
  for (const target of BUDGET_PAGES) {
    const budgetKb = FIRST_LOAD_JS_KB[target.kind];
    test(`${target.path} (${target.name}) ships ≤ ${budgetKb} KB of JavaScript on first load`, async ({
      page,
      request,
    }, testInfo) => {
      const result = await measureFirstLoadJs({
        url: target.path,
        page,
        fetchHtml: async (url) => {
          const response = await request.get(url);
          expect(response.status(), `${url} answers 200`).toBe(200);
          return response.text();
        },
        readScript: async (url) => {
          const response = await request.get(url);
          expect(response.status(), `${url} answers 200`).toBe(200);
          return response.body();
        },
      });
      testInfo.annotations.push({ type: "first-load JavaScript", description: formatKb(result.gzip) });

      expect(result.html.scripts.length, `${target.path} references the app's scripts`).toBeGreaterThan(0);
      expect(
        result.gzip,
        `${target.path}: ${formatKb(result.gzip)} of first-load JavaScript (gzip) against a budget of ` +
          `${budgetKb} KB\n${describeScripts(result)}\n`,
      ).toBeLessThanOrEqual(firstLoadBudgetBytes(target));
    });
  }
});
