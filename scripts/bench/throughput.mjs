// 3. Server render throughput against a plain Express + compression server serving the same bytes, and
// 4. warm- vs cold-cache throughput with a slow CMS. autocannon, 10 connections, gzip accepted (as
// browsers do; both servers compress).
import autocannon from "autocannon";
import { THROUGHPUT_RATIO_TARGET, WARM_COLD_RATIO_TARGET } from "../../tests/budgets.mjs";
import { log, startBaseline, startDemo } from "./servers.mjs";

export const CONNECTIONS = 10;
const HEADERS = { "accept-encoding": "gzip, deflate" };

/** One autocannon run; throughput is completed 2xx answers per second. */
export async function load(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    rps: result["2xx"] / result.duration,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up run (JIT, caches, connections), then the measured run. */
export async function warmLoad(url, seconds, warmupSeconds) {
  await load(url, warmupSeconds);
  return load(url, seconds);
}

/** Every answer 2xx, and some came back. */
export const clean = (run) => run.requests > 0 && !run.non2xx && !run.errors;

/** A run in a few words for the log. */
export function describeRun(run) {
  const problems = !clean(run) ? ` (${run.non2xx} non-2xx, ${run.errors} errors)` : "";
  return `${run.rps.toFixed(0)} req/s, p50 ${run.latencyP50Ms} ms${problems}`;
}

/**
 * The app's throughput on each page with warm caches, divided by the baseline's on the same bytes.
 * @param {string} appUrl
 * @param {{ path: string; name: string }[]} pages
 * @param {{ seconds: number; warmupSeconds: number; baselineWarmupSeconds: number }} timing
 */
export async function compareWithBaseline(appUrl, pages, { seconds, warmupSeconds, baselineWarmupSeconds }) {
  const captured = [];
  for (const target of pages) {
    const response = await fetch(new URL(target.path, appUrl));
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
    captured.push({
      path: target.path,
      contentType: response.headers.get("content-type") ?? "text/html",
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  const baseline = await startBaseline(captured);
  const results = [];
  try {
    for (const [index, target] of pages.entries()) {
      const app = await warmLoad(new URL(target.path, appUrl).href, seconds, warmupSeconds);
      const plain = await warmLoad(new URL(target.path, baseline.url).href, seconds, baselineWarmupSeconds);
      const ratio = plain.rps > 0 ? app.rps / plain.rps : 0;
      results.push({
        path: target.path,
        name: target.name,
        htmlBytes: captured[index].body.length,
        app,
        baseline: plain,
        ratio,
        target: THROUGHPUT_RATIO_TARGET,
        pass: clean(app) && clean(plain) && ratio >= THROUGHPUT_RATIO_TARGET,
      });
      log(
        `  ${target.path}: app ${describeRun(app)}; baseline ${describeRun(plain)}; ${(ratio * 100).toFixed(1)}%`,
      );
    }
  } finally {
    await baseline.stop();
  }
  return results;
}

/**
 * The app with PAGE_CACHE_SECONDS=30 (warm) and =0 (cold), the demo CMS answering in `cmsDelayMs`.
 * @param {{ path: string; name: string }[]} pages
 * @param {{ seconds: number; warmupSeconds: number; cmsDelayMs: number }} options
 */
export async function compareWarmCold(pages, { seconds, warmupSeconds, cmsDelayMs }) {
  const measure = async (label, cacheSeconds) => {
    const demo = await startDemo(label, {
      PAGE_CACHE_SECONDS: String(cacheSeconds),
      DEMO_BACKEND_CMS_DELAY_MS: String(cmsDelayMs),
    });
    try {
      // One request per page first: compiles the code paths and, when warm, fills the page cache.
      for (const target of pages) {
        const response = await fetch(new URL(target.path, demo.url));
        if (!response.ok) throw new Error(`${label}: ${target.path} answered ${response.status}`);
        await response.arrayBuffer();
      }
      const runs = [];
      for (const target of pages) {
        runs.push(await warmLoad(new URL(target.path, demo.url).href, seconds, warmupSeconds));
        log(`  ${label} ${target.path}: ${describeRun(runs.at(-1))}`);
      }
      if (!demo.alive) throw new Error(`${label}: the demo stopped during the measurement`);
      return runs;
    } finally {
      await demo.stop();
    }
  };
  const warm = await measure("warm cache (PAGE_CACHE_SECONDS=30)", 30);
  const cold = await measure("cold cache (PAGE_CACHE_SECONDS=0)", 0);
  return pages.map((target, index) => {
    const ratio = cold[index].rps > 0 ? warm[index].rps / cold[index].rps : 0;
    return {
      path: target.path,
      name: target.name,
      warm: warm[index],
      cold: cold[index],
      ratio,
      target: WARM_COLD_RATIO_TARGET,
      pass: clean(warm[index]) && clean(cold[index]) && ratio >= WARM_COLD_RATIO_TARGET,
    };
  });
}
