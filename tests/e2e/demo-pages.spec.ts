import { expect, test, type Page } from "@playwright/test";
import { BUDGET_PAGES, FIRST_LOAD_JS_KB, firstLoadBudgetBytes } from "../budgets.mjs";
import { describeScripts, formatKb, measureFirstLoadJs } from "../first-load-js.mjs";
import { blockingViolations } from "./axe";
import { shownImages, wrongSizes } from "./image-sizes";
import { PHONE } from "./no-javascript";
import { pageHydrated } from "./ready";

// Every demo page (tests/budget-pages.json, both languages) is loaded once, and that one load checks
// what used to take a load each (the suite's time is mostly page loads and their hydration):
//  - at 1440 px: the first-load JavaScript budget (../shared/ARCHITECTURE.md §5), axe on the first
//    view, then each photo's `sizes` (image-sizes.ts) once scrolled through, axe with every deferred
//    block live, and that hydration kept the server's markup, static and deferred blocks included
//    (no error in the console, none uncaught);
//  - resized to a phone: axe at 390 px, then each photo's `sizes` at Lighthouse's phone (412 px at a
//    pixel ratio of 1.75).
// Checks are soft: one load reports every check that fails.

/** Pages axe checks as they first load (the server's HTML and what hydrates on its own). */
const AXE_FIRST_VIEW = new Set([
  "/fr",
  "/en",
  "/fr/contact",
  "/en/contact",
  "/fr/vitrine/formulaires",
  "/en/showcase/forms",
  "/fr/vitrine/heros",
  "/en/showcase/heroes",
  "/fr/vitrine/contenu",
  "/en/showcase/content",
  "/fr/vitrine/blocs",
  "/en/showcase/blocks",
  "/fr/vitrine/entete-classique",
  "/fr/vitrine/entete-hors-norme",
  "/fr/blogue",
  "/en/blog",
  "/fr/blogue/dix-questions-a-poser-lors-d-une-visite-1",
  "/en/mortgage-calculator",
  "/fr/vitrine/outils",
  "/fr/proprietes/14228746",
  "/en/properties/14228746",
]);
/** Pages axe checks once scrolled through, every deferred block live (members, offices, testimonials). */
const AXE_EVERY_BLOCK = new Set([
  "/fr/courtiers",
  "/en/brokers",
  "/fr/vitrine/personnes",
  "/en/showcase/people",
  "/fr/bureaux",
  "/en/offices",
  "/fr/vitrine/temoignages",
  "/en/showcase/testimonials",
]);
for (const path of [...AXE_FIRST_VIEW, ...AXE_EVERY_BLOCK])
  if (!BUDGET_PAGES.some((target) => target.path === path)) throw new Error(`${path} is not a demo page`);

const axeChecks = (path: string) =>
  AXE_FIRST_VIEW.has(path) ? "axe" : AXE_EVERY_BLOCK.has(path) ? "axe on every block" : null;

/** axe on the page as it is now, on the pages either list names. */
async function checkAxe(page: Page, path: string, width: number) {
  if (!axeChecks(path)) return;
  expect.soft(await blockingViolations(page), `axe at ${width} px`).toEqual([]);
}

/** Console errors (React's hydration mismatches, #418–#425, among them) and uncaught errors. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

// One load checks up to four things, each a few seconds on a loaded machine: the time-out is a
// guard against a hang, not a speed bound.
const PAGE_TIMEOUT_MS = 90_000;

const LIGHTHOUSE_PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The page laid out again as Lighthouse's phone, pixel ratio included (Playwright sets a pixel ratio
 * per context only): the browser picks each photo's candidate again for the new slot and ratio.
 */
async function emulateLighthousePhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setDeviceMetricsOverride", { ...LIGHTHOUSE_PHONE, mobile: false });
}

test.describe("every demo page, one load: at 1440 px, then resized to a phone", () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  for (const target of BUDGET_PAGES) {
    const budgetKb = FIRST_LOAD_JS_KB[target.kind];
    const axe = axeChecks(target.path);
    test(`${target.path} (${target.name}): ≤ ${budgetKb} KB of first-load JavaScript${axe ? `, ${axe} at 1440 and 390 px` : ""}, every photo's sizes matches its width at 1440 and 412 px, hydration keeps the server's markup`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(PAGE_TIMEOUT_MS);
      const problems = pageProblems(page);
      // A fresh context: nothing cached, the page loads as a first visit does.
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
      expect
        .soft(result.html.scripts.length, `${target.path} references the app's scripts`)
        .toBeGreaterThan(0);
      expect
        .soft(
          result.gzip,
          `${target.path}: ${formatKb(result.gzip)} of first-load JavaScript (gzip) against a budget of ` +
            `${budgetKb} KB\n${describeScripts(result)}\n`,
        )
        .toBeLessThanOrEqual(firstLoadBudgetBytes(target));

      if (AXE_FIRST_VIEW.has(target.path)) await checkAxe(page, target.path, 1440);
      // Once the page's code runs, the photos below the first view get their sources as they near
      // (app/shell/early-script.ts): scrolled through after that, every one has come near the
      // viewport, and every deferred block has hydrated (and stays so at the phone's width below).
      await pageHydrated(page);
      expect.soft(wrongSizes(await shownImages(page)), "sizes at 1440 px").toEqual([]);
      if (AXE_EVERY_BLOCK.has(target.path)) await checkAxe(page, target.path, 1440);

      // The same page on a phone: laid out again rather than loaded again (a load and its hydration
      // are most of a browser test's time). What differs on a phone is layout, and the components
      // that follow the width (the header's menu) follow a resize as they do a first load.
      await page.setViewportSize(PHONE);
      await checkAxe(page, target.path, PHONE.width);
      await emulateLighthousePhone(page);
      expect.soft(wrongSizes(await shownImages(page)), "sizes at 412 px").toEqual([]);
      expect.soft(problems, "errors while hydrating").toEqual([]);
    });
  }
});
