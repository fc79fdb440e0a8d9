// The bench's tables: every figure next to its target, pass/FAIL per target.
import {
  FIRST_VIEW_IMAGE_KB,
  KB,
  LIGHTHOUSE_QUALITY_TARGET,
  LIGHTHOUSE_TARGETS,
  PHONE_TARGETS,
  THROUGHPUT_RATIO_TARGET,
  WARM_COLD_RATIO_TARGET,
} from "../../tests/budgets.mjs";

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => (value === null ? "—" : `${value} ms`);
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const verdict = (pass) => (pass === null ? "—" : pass ? "pass" : "FAIL");
const mark = (value, pass) => `${value} ${pass ? "✓" : "✗"}`;
const rps = (run) => `${run.rps.toFixed(0)}${run.non2xx || run.errors || !run.requests ? "!" : ""}`;

function table(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

/** A table with a row per page, the page's path and name first. */
const pageTable = (header, results, cells) =>
  table(
    ["page", ...header],
    results.map((row) => [`${row.path} (${row.name})`, ...cells(row)]),
  );

const section = (title, part, render) => {
  if (!part) return null;
  if (part.skipped) return `${title}\n  skipped (${part.skipped})`;
  if (part.error) return `${title}\n  ERROR: ${part.error}`;
  return `${title}\n${render(part.results)}`;
};

function renderImageSections(report) {
  const { settings } = report;
  const targets = Object.entries(FIRST_VIEW_IMAGE_KB).map(([width, target]) => `${width} px ≤ ${target} KB`);
  return [
    section(
      `6. Image bytes of the first view: every image response until load + 1 s idle, no scrolling, ` +
        `Chromium's own Accept (targets: ${targets.join(", ")})`,
      report.imageBytes,
      (results) =>
        pageTable(["viewport", "images", "transformed", "bytes", "target", "result"], results, (row) => [
          `${row.viewport} px`,
          String(row.count),
          String(row.transformed),
          kb(row.bytes),
          `≤ ${row.target / KB} KB`,
          verdict(row.pass),
        ]),
    ),
    section(
      `7. Image transform throughput: ${settings.imageSources} sources × widths × AVIF/WebP/JPEG on a fresh ` +
        `demo (cold), then the same URLs for ${settings.imageSeconds} s (cached); no target`,
      report.imageTransform,
      (results) =>
        table(
          [
            "run",
            "connections",
            "route concurrency",
            "images",
            "images/s",
            "p50",
            "p99",
            "503 queue full",
            "other non-2xx",
          ],
          results.map((row) => [
            row.cache,
            String(row.connections),
            String(row.concurrency),
            String(row.images),
            row.imagesPerSecond.toFixed(1),
            ms(row.latencyP50Ms),
            ms(row.latencyP99Ms),
            String(row.queueFull503),
            String(row.otherNon2xx + row.errors),
          ]),
        ),
    ),
    section(
      `8. Page renders beside image transforms: ${settings.connections} connections, ${settings.throughputSeconds} s, ` +
        `page cache off; no target in ARCHITECTURE §5 or issue 24 (FAIL only when renders failed)`,
      report.renderBesideImages,
      (results) =>
        table(
          [
            "page",
            "alone req/s",
            "alone p99",
            "beside req/s",
            "beside p99",
            "ratio",
            "images/s beside",
            "503 queue full",
            "result",
          ],
          results.map((row) => [
            row.path,
            rps(row.alone),
            `${row.alone.latencyP99Ms} ms`,
            rps(row.beside),
            `${row.beside.latencyP99Ms} ms`,
            `${(row.ratio * 100).toFixed(1)}%`,
            row.transforms.imagesPerSecond.toFixed(1),
            String(row.transforms.queueFull503),
            verdict(row.pass),
          ]),
        ),
    ),
  ];
}

export function renderReport(report) {
  const { settings } = report;
  const parts = [
    section(
      "1. First-load JavaScript, gzip -9 (the larger of: what the HTML references; what the browser loads)",
      report.firstLoadJs,
      (results) =>
        pageTable(["html", "browser", "measured", "target", "result"], results, (row) => [
          kb(row.htmlGzip),
          kb(row.browserGzip),
          kb(row.gzip),
          `≤ ${row.budget / KB} KB`,
          verdict(row.pass),
        ]),
    ),
    section(
      `2. Lighthouse mobile, performance, each figure's median of ${settings.lighthouseRuns} runs after a warm-up run ` +
        `(targets: score ≥ ${LIGHTHOUSE_TARGETS.score}, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, ` +
        `CLS ≤ ${LIGHTHOUSE_TARGETS.cls}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s)`,
      report.lighthouse,
      (results) =>
        pageTable(
          ["score", "TBT", "CLS", "LCP", "FCP", "TBT per run", "LH median run", "result"],
          results,
          (row) => [
            mark(String(row.score), row.checks.score),
            mark(`${Math.round(row.tbtMs)} ms`, row.checks.tbt),
            mark(row.cls.toFixed(3), row.checks.cls),
            mark(`${(row.lcpMs / 1000).toFixed(2)} s`, row.checks.lcp),
            `${(row.fcpMs / 1000).toFixed(2)} s`,
            row.runs.map((run) => Math.round(run.tbtMs)).join(" / "),
            `${row.medianRun.score}, ${Math.round(row.medianRun.tbtMs)} ms`,
            verdict(row.pass),
          ],
        ),
    ),
    section(
      `2b. Lighthouse SEO and best practices, one run per page (target: both ${LIGHTHOUSE_QUALITY_TARGET})`,
      report.lighthouseQuality,
      (results) =>
        pageTable(["SEO", "best practices", "failing audits", "result"], results, (row) => [
          String(row.seo),
          String(row.bestPractices),
          row.failing.join(", ") || "—",
          verdict(row.pass),
        ]),
    ),
    section(
      `3. Server render throughput, warm caches, ${settings.connections} connections, ` +
        `${settings.throughputSeconds} s per page, ÷ Express + compression serving the same HTML ` +
        `(target ≥ ${THROUGHPUT_RATIO_TARGET * 100}%)`,
      report.throughput,
      (results) =>
        pageTable(
          ["HTML", "app req/s", "p50", "p99", "baseline req/s", "ratio", "result"],
          results,
          (row) => [
            kb(row.htmlBytes),
            rps(row.app),
            `${row.app.latencyP50Ms} ms`,
            `${row.app.latencyP99Ms} ms`,
            rps(row.baseline),
            `${(row.ratio * 100).toFixed(1)}%`,
            verdict(row.pass),
          ],
        ),
    ),
    section(
      `4. Page cache: throughput warm (PAGE_CACHE_SECONDS=30) ÷ cold (0), CMS answering in ` +
        `${settings.cmsDelayMs} ms, ${settings.cacheSeconds} s per page (target ≥ ${WARM_COLD_RATIO_TARGET}×)`,
      report.pageCache,
      (results) =>
        pageTable(["warm req/s", "warm p50", "cold req/s", "cold p50", "ratio", "result"], results, (row) => [
          rps(row.warm),
          `${row.warm.latencyP50Ms} ms`,
          rps(row.cold),
          `${row.cold.latencyP50Ms} ms`,
          `${row.ratio.toFixed(1)}×`,
          verdict(row.pass),
        ]),
    ),
    section(
      "5. Property search at scale: 20,000 markers, drag frames, 50,000-listing query",
      report.search,
      (results) =>
        table(
          ["figure", "measured", "target", "result"],
          results.map((row) => [
            row.name,
            String(Math.round(row.value * 10) / 10),
            `≤ ${row.target}`,
            verdict(row.pass),
          ]),
        ),
    ),
    section(
      `9. Phone profile in the browser: 412 × 823 at 1.75, 562.5 ms RTT, 1.47 Mbit/s down, CPU 4× slower, ` +
        `cold cache, medians of ${settings.phoneRuns} runs (targets: answers ≤ first paint + ` +
        `${PHONE_TARGETS.answersAfterPaintMs.content / 1000} s, search + ` +
        `${PHONE_TARGETS.answersAfterPaintMs.search / 1000} s; long tasks from first paint to answers + 2 s ` +
        `≤ ${PHONE_TARGETS.longTasksMs} ms). Round trips: waves of script requests (scripts/bench/phone.mjs)`,
      report.phone,
      (results) =>
        pageTable(
          [
            "first paint",
            "LCP",
            "load",
            "answers",
            "gap",
            "long tasks",
            "round trips",
            "scripts",
            "script bytes",
            "result",
          ],
          results,
          (row) => [
            seconds(row.fcpMs),
            seconds(row.lcpMs),
            seconds(row.loadMs),
            seconds(row.answersMs),
            mark(`${seconds(row.gapMs)} ≤ ${row.gapTarget / 1000}`, row.checks.gap),
            mark(`${Math.round(row.longTasksMs)} ms`, row.checks.longTasks),
            String(row.scriptRoundTrips),
            String(row.scriptRequests),
            kb(row.scriptBytes),
            verdict(row.pass),
          ],
        ),
    ),
    ...renderImageSections(report),
    section(
      `10. Leads sent while the page's code arrives: the lead journeys of tests/e2e/before-code.spec.ts ` +
        `(scripts held back 0.5 / 1.5 / 3 s and never), each ${settings.windowRuns}× (target: 0 lost, 0 doubled)`,
      report.windowLeads,
      (results) =>
        table(
          ["journeys", "sends", "lost", "doubled", "journeys failed", "result"],
          results.map((row) => [
            String(row.journeys),
            String(row.sends),
            String(row.lost),
            String(row.doubled),
            row.failedJourneys ? `${row.failedJourneys}: ${row.failedTitles.join("; ")}` : "0",
            verdict(row.pass),
          ]),
        ),
    ),
  ].filter(Boolean);
  const { passed, failed, errors } = report.summary;
  parts.push(
    `Checks passed (one per page and part): ${passed} of ${passed + failed}` +
      (errors.length ? `; ${errors.length} part(s) crashed: ${errors.join("; ")}` : "") +
      ` — ${report.git.commit.slice(0, 10)}${report.git.dirty ? " (uncommitted changes)" : ""}, ` +
      `${report.durationSeconds.toFixed(0)} s, load average at start ` +
      `${report.machine.loadAverage.map((load) => load.toFixed(1)).join(" ")} on ${report.machine.cpus} CPUs. ` +
      (report.demoRestarts
        ? `The demo was stopped from outside and restarted ${report.demoRestarts}×. `
        : "") +
      `"!" = some answers were not 2xx or failed, or none came back.`,
  );
  return parts.join("\n\n");
}
