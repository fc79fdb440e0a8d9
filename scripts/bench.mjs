// npm run bench [-- --json]: the performance targets of ../shared/ARCHITECTURE.md §5, measured against
// the production build (run `npm run build` first; nothing is built here) and the demo backend, on
// loopback addresses only. Never part of `npm test`.
//  1. first-load JavaScript per demo page (gzip -9), the measurement of tests/e2e/budgets.spec.ts;
//  2. Lighthouse mobile, performance only, median of 3 runs (home, a showcase page, blog, search × fr/en);
//  3. server render throughput ÷ plain Express + compression serving the same HTML, same run;
//  4. throughput with the page cache warm ÷ cold, the demo CMS answering in 50 ms;
//  5. the property search at scale: 20,000 markers painted, drag frames, the 50,000-listing query
//     (scripts/bench/search.mjs; its figures are in the log and in bench-results.json `search`).
// Prints a table (stdout; stderr with --json, which prints the JSON to stdout) and writes
// bench-results.json. Exit code 0 unless something crashed: the table says pass/FAIL per target.
// Knobs: BENCH_LIGHTHOUSE_RUNS (3), BENCH_SKIP_LIGHTHOUSE=1, BENCH_THROUGHPUT_SECONDS (8),
// BENCH_CACHE_SECONDS (5), BUDGET_CONTENT_KB / BUDGET_SEARCH_KB (tests/budgets.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGET_PAGES } from "../tests/budgets.mjs";
import { measureFirstLoad } from "./bench/first-load.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { renderReport } from "./bench/report.mjs";
import { measureSearch } from "./bench/search.mjs";
import { ROOT, log, startDemo } from "./bench/servers.mjs";
import { CONNECTIONS, compareWarmCold, compareWithBaseline } from "./bench/throughput.mjs";

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
  skipLighthouse: process.env.BENCH_SKIP_LIGHTHOUSE === "1",
  throughputSeconds: positiveNumber("BENCH_THROUGHPUT_SECONDS", 8),
  cacheSeconds: positiveNumber("BENCH_CACHE_SECONDS", 5),
  warmupSeconds: 2, // the app, before each page's throughput run
  baselineWarmupSeconds: 1, // the baseline has nothing to warm but its JIT
  cacheWarmupSeconds: 1, // after one request per page (fills the cache when warm)
  connections: CONNECTIONS,
  cmsDelayMs: 50,
};

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

const lighthousePages = BUDGET_PAGES.filter((page) => page.lighthouse);
const cachePages = lighthousePages.filter((page) => page.path.startsWith("/fr"));

// The demo the first three parts share. Should it stop during a part (it is a separate process group
// other tools may signal), it is started again and that part is run once more.
let demo = null;
report.demoRestarts = 0;
async function withDemo(title, run) {
  for (let attempt = 1; ; attempt += 1) {
    if (!demo?.alive) {
      if (demo) report.demoRestarts += 1;
      log(`Starting the demo (warm caches: PAGE_CACHE_SECONDS=30)…`);
      demo = await startDemo("demo", { PAGE_CACHE_SECONDS: "30" });
    }
    const result = await part(title, () => run(demo.url));
    if (demo.alive || attempt === 2) return result; // figures from a demo that died midway are rerun
    log("  The demo stopped during this part: once more on a new one.");
  }
}

try {
  report.firstLoadJs = await withDemo("First-load JavaScript", (url) => measureFirstLoad(url, BUDGET_PAGES));
  report.lighthouse = settings.skipLighthouse
    ? { skipped: "BENCH_SKIP_LIGHTHOUSE=1" }
    : await withDemo(`Lighthouse, ${settings.lighthouseRuns} run(s) per page`, (url) =>
        runLighthouse(url, lighthousePages, settings.lighthouseRuns),
      );
  report.throughput = await withDemo("Server render throughput vs Express + compression", (url) =>
    compareWithBaseline(url, lighthousePages, {
      seconds: settings.throughputSeconds,
      warmupSeconds: settings.warmupSeconds,
      baselineWarmupSeconds: settings.baselineWarmupSeconds,
    }),
  );
} catch (error) {
  console.error(String(error.message ?? error));
  process.exitCode = 1;
} finally {
  await demo?.stop();
}
if (process.exitCode) process.exit();
// Starts its own two demos; run once more should one of them be stopped from outside.
for (let attempt = 1; attempt <= 2 && !report.pageCache?.results; attempt += 1) {
  report.pageCache = await part(`Page cache warm vs cold, CMS delay ${settings.cmsDelayMs} ms`, () =>
    compareWarmCold(cachePages, {
      seconds: settings.cacheSeconds,
      warmupSeconds: settings.cacheWarmupSeconds,
      cmsDelayMs: settings.cmsDelayMs,
    }),
  );
}

// Starts its own demo with 50,000 listings.
report.search = await part("Property search: 20,000 markers, drag frames, 50,000-listing query", () =>
  measureSearch(),
);

const parts = [report.firstLoadJs, report.lighthouse, report.throughput, report.pageCache, report.search];
const rows = parts.flatMap((entry) => entry.results ?? []);
const crashed = Object.entries({
  firstLoadJs: report.firstLoadJs,
  lighthouse: report.lighthouse,
  throughput: report.throughput,
  pageCache: report.pageCache,
  search: report.search,
})
  .filter(([, entry]) => entry.error)
  .map(([name, entry]) => `${name}: ${entry.error}`);
report.durationSeconds = (Date.now() - started) / 1000;
report.summary = {
  passed: rows.filter((row) => row.pass).length,
  failed: rows.filter((row) => !row.pass).length,
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
