// What Lighthouse's simulated LCP is made of, page by page (issue 24): the LCP element, the observed
// paint, and every request that finished before it (Lantern's LCP graphs keep those: all of them in
// its pessimistic graph, all but low-priority images in its optimistic one; the figure is the mean).
// Deterministic evidence to compare before and after a change, where the score moves with the machine.
//
//   node scripts/bench/lcp-anatomy.mjs [--runs 3] [--base http://127.0.0.1:PORT] [--json] PATH…
//
// Without --base it starts the demo as the bench does (npm run build first).
import { parseArgs } from "node:util";
import { log, startDemo } from "./servers.mjs";
import { median } from "./stats.mjs";

const KB = 1000;

/**
 * The requests a run finished before its observed LCP, in the order they ended.
 * @param {{ audits: Record<string, { numericValue?: number; details?: any }> }} lhr
 */
export function lcpAnatomy(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? null;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []).map((item) => ({
    url: item.url,
    resourceType: item.resourceType ?? "",
    priority: item.priority ?? "",
    preload: Boolean(item.isLinkPreload),
    transferBytes: item.transferSize ?? 0,
    start: item.networkRequestTime ?? item.startTime ?? 0,
    end: item.networkEndTime ?? item.endTime ?? 0,
  }));
  const before = observedLcp === null ? [] : requests.filter((request) => request.end <= observedLcp);
  before.sort((a, b) => a.end - b.end);
  const sum = (list) => list.reduce((total, request) => total + request.transferBytes, 0);
  const lowPriorityImage = (request) =>
    request.resourceType === "Image" && (request.priority === "Low" || request.priority === "VeryLow");
  const elementItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = elementItems[0]?.items?.[0]?.node ?? elementItems[0]?.node ?? null;
  return {
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    observedLcpMs: observedLcp,
    element: element ? { selector: element.selector, snippet: element.snippet } : null,
    bytesBefore: sum(before),
    bytesBeforeOptimistic: sum(before.filter((request) => !lowPriorityImage(request))),
    requestsBefore: before,
  };
}

function shortUrl(url, base) {
  const parsed = new URL(url);
  const src = parsed.searchParams.get("src");
  const path = parsed.origin === base ? parsed.pathname : parsed.href;
  if (!src) return path.length > 70 ? `${path.slice(0, 67)}…` : path;
  return `${parsed.pathname} ${src.split("/").pop()} w=${parsed.searchParams.get("w")}`;
}

function printRun(path, run, index, base) {
  log(
    `\n${path} run ${index + 1}: LCP ${(run.lcpMs / 1000).toFixed(2)} s simulated, ` +
      `${Math.round(run.observedLcpMs)} ms observed; ${(run.bytesBefore / KB).toFixed(1)} KB ` +
      `finished before it (${(run.bytesBeforeOptimistic / KB).toFixed(1)} KB without low-priority images)`,
  );
  if (run.element) log(`  element: ${run.element.selector}\n           ${run.element.snippet.slice(0, 160)}`);
  for (const request of run.requestsBefore)
    log(
      `  ${String(Math.round(request.end)).padStart(5)} ms ${request.resourceType.padEnd(10)} ` +
        `${request.priority.padEnd(8)} ${(request.transferBytes / KB).toFixed(1).padStart(6)} KB ` +
        `${request.preload ? "preload " : ""}${shortUrl(request.url, base)}`,
    );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: "string", default: "3" }, base: { type: "string" }, json: { type: "boolean" } },
  });
  if (positionals.length === 0) throw new Error("Give the paths to measure, e.g. /fr/proprietes");
  // Loaded here, not at the top: the unit tests import lcpAnatomy alone.
  const { default: lighthouse } = await import("lighthouse");
  const { launchLighthouseChrome } = await import("./lighthouse.mjs");
  const demo = values.base ? null : await startDemo("demo", { PAGE_CACHE_SECONDS: "30" });
  const base = values.base ?? demo.url;
  const chrome = await launchLighthouseChrome();
  const report = [];
  try {
    for (const path of positionals) {
      const url = new URL(path, base).href;
      const runs = [];
      // The first run warms the servers' caches (as in lighthouse.mjs) and is not counted.
      for (let run = 0; run <= Number(values.runs); run += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance"],
        });
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        if (run > 0) runs.push(lcpAnatomy(lhr));
      }
      runs.forEach((run, index) => printRun(path, run, index, new URL(base).origin));
      const summary = {
        path,
        lcpMs: median(runs.map((run) => run.lcpMs)),
        observedLcpMs: median(runs.map((run) => run.observedLcpMs)),
        bytesBefore: median(runs.map((run) => run.bytesBefore)),
      };
      log(
        `${path}: median LCP ${(summary.lcpMs / 1000).toFixed(2)} s, observed ` +
          `${Math.round(summary.observedLcpMs)} ms, ${(summary.bytesBefore / KB).toFixed(1)} KB before it`,
      );
      report.push({ ...summary, runs });
    }
  } finally {
    await chrome.kill();
    await demo?.stop();
  }
  if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    console.error(error.stack ?? error);
    process.exit(1);
  });
