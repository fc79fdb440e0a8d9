// npm run bench [-- --json]: the performance targets of ../shared/ARCHITECTURE.md §5, measured against
// the production build (run `npm run build` first; nothing is built here) and the demo backend, on
// loopback addresses only. Never part of `npm test`. Parts (BENCH_PARTS, scripts/bench/parts.mjs):
//  js: first-load JavaScript per demo page (gzip -9), the measurement of tests/e2e/demo-pages.spec.ts;
//  lighthouse: Lighthouse mobile, performance only, median of 3 runs, every demo page type × fr/en;
//  phone: each page type on Lighthouse's mobile profile applied in Chromium, median of 5 cold runs:
//    first paint, LCP, load, when the page answers (hydrated), long tasks, script round trips;
//  lighthouse-seo: Lighthouse's SEO and best-practices categories, one run, every page of
//    tests/budget-pages.json in both languages (both 100);
//  image-bytes: image bytes of each of those pages' first view at 390 and 1440 px;
//  throughput: server render throughput ÷ plain Express + compression serving the same HTML;
//  cache: throughput with the page cache warm ÷ cold, the demo CMS answering in 50 ms;
//  search: the property search at scale: 20,000 markers painted, drag frames, the 50,000-listing query;
//  image-transform: /resources/image's images per second, cold and cached;
//  image-beside: /fr's render throughput alone and beside cold transforms;
//  window: the lead journeys of tests/e2e/before-code.spec.ts, each repeated 10 times with the
//    page's scripts held back: leads lost or doubled (both must be 0).
// Prints a table (stdout; stderr with --json, which prints the JSON to stdout) and writes
// bench-results.json. Exit code 0 unless something crashed: the table says pass/FAIL per target.
// Knobs: BENCH_PARTS (all), BENCH_LIGHTHOUSE_RUNS (3), BENCH_PHONE_RUNS (5), BENCH_SKIP_LIGHTHOUSE=1,
// BENCH_THROUGHPUT_SECONDS (8), BENCH_CACHE_SECONDS (5), BENCH_IMAGE_SOURCES (12),
// BENCH_IMAGE_SECONDS (5), BENCH_WINDOW_RUNS (10), BENCH_PAGES (all; paths or page names), BUDGET_CONTENT_KB / BUDGET_SEARCH_KB (tests/budgets.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGET_PAGES } from "../tests/budgets.mjs";
import { measureFirstLoad } from "./bench/first-load.mjs";
import { measureFirstViewImages } from "./bench/image-bytes.mjs";
import { measureRenderBesideTransforms, measureTransform } from "./bench/image-transform.mjs";
import { runLighthouse, runLighthouseQuality } from "./bench/lighthouse.mjs";
import { selectedPages, selectedParts } from "./bench/parts.mjs";
import { PHONE_PAGE_NAMES, measurePhone } from "./bench/phone.mjs";
import { renderReport } from "./bench/report.mjs";
import { measureSearch } from "./bench/search.mjs";
import { ROOT, log, startDemo } from "./bench/servers.mjs";
import { CONNECTIONS, compareWarmCold, compareWithBaseline } from "./bench/throughput.mjs";
import { measureWindowLeads } from "./bench/window.mjs";

const asJson = process.argv.includes("--json");
const RESULTS_FILE = path.join(ROOT, "bench-results.json");

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const settings = {
  lighthouseRuns: Math.max(1, Math.round(positiveNumber("BENCH_LIGHTHOUSE_RUNS", 3))),
  phoneRuns: Math.max(1, Math.round(positiveNumber("BENCH_PHONE_RUNS", 5))),
  skipLighthouse: process.env.BENCH_SKIP_LIGHTHOUSE === "1",
  throughputSeconds: positiveNumber("BENCH_THROUGHPUT_SECONDS", 8),
  cacheSeconds: positiveNumber("BENCH_CACHE_SECONDS", 5),
  imageSources: Math.max(1, Math.round(positiveNumber("BENCH_IMAGE_SOURCES", 12))),
  imageSeconds: positiveNumber("BENCH_IMAGE_SECONDS", 5),
  windowRuns: Math.max(1, Math.round(positiveNumber("BENCH_WINDOW_RUNS", 10))),
  warmupSeconds: 2, // the app, before each page's throughput run
  baselineWarmupSeconds: 1, // the baseline has nothing to warm but its JIT
  cacheWarmupSeconds: 1, // after one request per page (fills the cache when warm)
  connections: CONNECTIONS,
  cmsDelayMs: 50,
};

let parts;
let benchPages;
try {
  parts = selectedParts(process.env.BENCH_PARTS);
  benchPages = selectedPages(process.env.BENCH_PAGES, BUDGET_PAGES);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
settings.parts = [...parts];

const buildDir = path.join(ROOT, "build");
const assetsDir = path.join(ROOT, "public", "build");
if (!existsSync(path.join(buildDir, "index.js")) || !existsSync(assetsDir)) {
  console.error(
    "build/index.js or public/build/ is missing. npm run bench measures the production build and builds " +
      "nothing itself: run `npm run build` first.",
  );
  process.exit(1);
}

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** Runs one part of the bench; a crash is recorded and the other parts still run. */
async function part(title, run) {
  log(`\n▶ ${title}`);
  const started = Date.now();
  try {
    const results = await run();
    log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return { results };
  } catch (error) {
    log(`  ✖ ${error.stack ?? error}`);
    return { error: String(error.message ?? error).split("\n")[0] };
  }
}

const started = Date.now();
const report = {
  startedAt: new Date(started).toISOString(),
  git: { commit: git("rev-parse", "HEAD"), dirty: git("status", "--porcelain").length > 0 },
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    loadAverage: os.loadavg(),
  },
  settings,
  clientChunks: readdirSync(assetsDir, { recursive: true }).filter((name) => String(name).endsWith(".js"))
    .length,
};

const lighthousePages = benchPages.filter((page) => page.lighthouse);
const phonePages = benchPages.filter(
  (page) => PHONE_PAGE_NAMES.includes(page.name) && page.path.startsWith("/fr"),
);
const cachePages = lighthousePages.filter((page) => page.path.startsWith("/fr"));
// SEO and best practices hold for every page type, each in both languages (docs/seo.md).
const qualityPages = benchPages;

// The demo the first four parts share. Should it stop during a part (it is a separate process group
// other tools may signal), it is started again and that part is run once more.
let demo = null;
report.demoRestarts = 0;
async function withDemo(title, run) {
  for (let attempt = 1; ; attempt += 1) {
    if (!demo?.alive) {
      if (demo) report.demoRestarts += 1;
      log(`Starting the demo (warm caches: PAGE_CACHE_SECONDS=30)…`);
      // Crawlable as in production: Lighthouse's SEO category reads robots.txt (docs/seo.md).
      demo = await startDemo("demo", { PAGE_CACHE_SECONDS: "30", SEARCH_INDEXING: "on" });
    }
    const result = await part(title, () => run(demo.url));
    if (demo.alive || attempt === 2) return result; // figures from a demo that died midway are rerun
    log("  The demo stopped during this part: once more on a new one.");
  }
}

const notSelected = { skipped: `not in BENCH_PARTS=${process.env.BENCH_PARTS}` };
/** The part's figures, or why it did not run. */
const ifSelected = (name, run) => (parts.has(name) ? run() : notSelected);

try {
  report.firstLoadJs = await ifSelected("js", () =>
    withDemo("First-load JavaScript", (url) => measureFirstLoad(url, benchPages)),
  );
  report.lighthouse = settings.skipLighthouse
    ? { skipped: "BENCH_SKIP_LIGHTHOUSE=1" }
    : await ifSelected("lighthouse", () =>
        withDemo(`Lighthouse, ${settings.lighthouseRuns} run(s) per page`, (url) =>
          runLighthouse(url, lighthousePages, settings.lighthouseRuns),
        ),
      );
  report.phone = await ifSelected("phone", () =>
    withDemo(`Phone profile in the browser, ${settings.phoneRuns} cold runs per page`, (url) =>
      measurePhone(url, phonePages, settings.phoneRuns),
    ),
  );
  report.lighthouseQuality = settings.skipLighthouse
    ? { skipped: "BENCH_SKIP_LIGHTHOUSE=1" }
    : await ifSelected("lighthouse-seo", () =>
        withDemo("Lighthouse SEO and best practices, one run per page", (url) =>
          runLighthouseQuality(url, qualityPages),
        ),
      );
  report.imageBytes = await ifSelected("image-bytes", () =>
    withDemo("Image bytes of the first view, 390 and 1440 px", (url) =>
      measureFirstViewImages(url, lighthousePages),
    ),
  );
  report.throughput = await ifSelected("throughput", () =>
    withDemo("Server render throughput vs Express + compression", (url) =>
      compareWithBaseline(url, lighthousePages, {
        seconds: settings.throughputSeconds,
        warmupSeconds: settings.warmupSeconds,
        baselineWarmupSeconds: settings.baselineWarmupSeconds,
      }),
    ),
  );
} catch (error) {
  console.error(String(error.message ?? error));
  process.exitCode = 1;
} finally {
  await demo?.stop();
}
if (process.exitCode) process.exit();

// The parts below start their own demos. A part is run once more should its demo be stopped from
// outside (the page cache part only: the others take minutes).
async function ownDemoPart(name, title, run, attempts = 1) {
  if (!parts.has(name)) return notSelected;
  let result;
  for (let attempt = 1; attempt <= attempts && !result?.results; attempt += 1)
    result = await part(title, run);
  return result;
}
report.pageCache = await ownDemoPart(
  "cache",
  `Page cache warm vs cold, CMS delay ${settings.cmsDelayMs} ms`,
  () =>
    compareWarmCold(cachePages, {
      seconds: settings.cacheSeconds,
      warmupSeconds: settings.cacheWarmupSeconds,
      cmsDelayMs: settings.cmsDelayMs,
    }),
  2,
);
// Its own demo with 50,000 listings.
report.search = await ownDemoPart(
  "search",
  "Property search: 20,000 markers, drag frames, 50,000-listing query",
  () => measureSearch(),
);
report.imageTransform = await ownDemoPart(
  "image-transform",
  `Image transform throughput, ${settings.imageSources} sources, cold and cached`,
  () => measureTransform({ sources: settings.imageSources, cachedSeconds: settings.imageSeconds }),
);
report.renderBesideImages = await ownDemoPart("image-beside", "Page renders beside image transforms", () =>
  measureRenderBesideTransforms({
    seconds: settings.throughputSeconds,
    warmupSeconds: settings.warmupSeconds,
  }),
);
report.windowLeads = await ownDemoPart(
  "window",
  `Leads sent before the page's code arrives, each journey ${settings.windowRuns}×`,
  () => measureWindowLeads(settings.windowRuns),
);

const partResults = {
  firstLoadJs: report.firstLoadJs,
  lighthouse: report.lighthouse,
  phone: report.phone,
  lighthouseQuality: report.lighthouseQuality,
  imageBytes: report.imageBytes,
  throughput: report.throughput,
  pageCache: report.pageCache,
  search: report.search,
  imageTransform: report.imageTransform,
  renderBesideImages: report.renderBesideImages,
  windowLeads: report.windowLeads,
};
// Rows without a target (pass: null) are figures only, counted neither way.
const rows = Object.values(partResults).flatMap((entry) => entry.results ?? []);
const crashed = Object.entries(partResults)
  .filter(([, entry]) => entry.error)
  .map(([name, entry]) => `${name}: ${entry.error}`);
report.durationSeconds = (Date.now() - started) / 1000;
report.summary = {
  passed: rows.filter((row) => row.pass === true).length,
  failed: rows.filter((row) => row.pass === false).length,
  errors: crashed,
};

writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
const table = renderReport(report);
if (asJson) {
  process.stderr.write(`\n${table}\n\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  process.stdout.write(`\n${table}\n\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}\n`);
}
if (crashed.length) process.exitCode = 1;
