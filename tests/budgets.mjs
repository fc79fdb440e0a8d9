// Performance budgets (../shared/ARCHITECTURE.md §5), one source for the budget check in `npm test`
// (tests/e2e/demo-pages.spec.ts) and for `npm run bench`. KB = 1000 bytes.
// BUDGET_CONTENT_KB and BUDGET_SEARCH_KB override the two byte budgets (e.g. to watch the check fail).

import { readFileSync } from "node:fs";

export const KB = 1000;

function kbFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of KB, got "${raw}"`);
  return value;
}

/** First-load JavaScript, gzip level 9, in KB: content pages and the property search page. */
export const FIRST_LOAD_JS_KB = {
  content: kbFromEnv("BUDGET_CONTENT_KB", 110),
  search: kbFromEnv("BUDGET_SEARCH_KB", 165),
};

/** Lighthouse mobile (default config), performance category, median of 3 runs. */
export const LIGHTHOUSE_TARGETS = { score: 98, tbtMs: 100, cls: 0.01, lcpMs: 2000 };

/**
 * On Lighthouse's mobile profile applied in the browser (scripts/bench/phone.mjs): the page answers
 * (has hydrated) at most this long after its first paint, by page kind, and the long tasks from the
 * first paint to answers + 2 s total at most this long.
 */
export const PHONE_TARGETS = { answersAfterPaintMs: { content: 1500, search: 2500 }, longTasksMs: 100 };
/** Lighthouse's SEO and best-practices scores, every page type (issue 36). */
export const LIGHTHOUSE_QUALITY_TARGET = 100;

/** Server render throughput ÷ plain Express + compression serving the same HTML bytes, same run. */
export const THROUGHPUT_RATIO_TARGET = 0.35;

/** Throughput with the page cache warm ÷ cold, the CMS answering in 50 ms. */
export const WARM_COLD_RATIO_TARGET = 5;

/**
 * Bytes on the wire of every image response of a page's first view (before `load` + 1 s idle, no
 * scrolling), in KB, by viewport width in CSS px.
 */
export const FIRST_VIEW_IMAGE_KB = { 390: 250, 1440: 600 };

/**
 * The demo pages the budgets apply to, each in French then English (budget-pages.json: the showcase
 * pages of demo-backend/content/pages/, a blog post and a listing the seed keeps, and the offices map,
 * which loads Leaflet in the first view as the search page does, hence the search budget).
 * `kind` picks the byte budget; `lighthouse` marks the pages Lighthouse and the throughput runs use.
 * @type {{ path: string; name: string; kind: "content" | "search"; lighthouse?: boolean }[]}
 */
export const BUDGET_PAGES = JSON.parse(
  readFileSync(new URL("./budget-pages.json", import.meta.url), "utf8"),
).flatMap(({ paths, ...page }) => paths.map((path) => ({ path, ...page })));

/** The byte budget of a page, in bytes. */
export function firstLoadBudgetBytes(page) {
  return FIRST_LOAD_JS_KB[page.kind] * KB;
}
