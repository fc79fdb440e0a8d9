// 2. Lighthouse, default (mobile) config, performance category only, simulated throttling; each figure's
// median over N runs (stats.mjs; Lighthouse's own median run is kept beside it) in the system Chromium,
// after one discarded warm-up run per page. The SEO and best-practices categories (issue 36) run apart,
// once per page (runLighthouseQuality): they do not depend on speed, and each must be 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumPath } from "../browser-path.mjs";
import { medianFigures } from "./stats.mjs";
import { LIGHTHOUSE_QUALITY_TARGET, LIGHTHOUSE_TARGETS } from "../../tests/budgets.mjs";
import { log } from "./servers.mjs";

const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    lcpMs: audit("largest-contentful-paint"),
    fcpMs: audit("first-contentful-paint"),
    siMs: audit("speed-index"),
  };
}

export function lighthouseChecks(result, targets = LIGHTHOUSE_TARGETS) {
  return {
    score: result.score !== null && result.score >= targets.score,
    tbt: result.tbtMs !== null && result.tbtMs <= targets.tbtMs,
    cls: result.cls !== null && result.cls <= targets.cls,
    lcp: result.lcpMs !== null && result.lcpMs <= targets.lcpMs,
  };
}

/** The system Chromium as Lighthouse drives it here (lcp-anatomy.mjs uses the same). */
export async function launchLighthouseChrome() {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("No Chromium found (CHROMIUM_PATH, /usr/bin/chromium)");
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      ...(runningAsRoot ? ["--no-sandbox"] : []),
      "--disable-gpu",
      // Headless Chromium without a display holds the previous page's frame (about:blank, where
      // Lighthouse starts) past the new page's first paint until its next screenshot, 1 s later:
      // observed FCP then lands at 1.25 or 2.25 s instead of ~0.3 s, with JavaScript and images
      // blocked too, and Lighthouse's simulation counts every task before that moment as
      // render-blocking (LCP 3.3–3.8 s instead of 1.7–2.3 s on the same page and build).
      "--disable-features=PaintHolding",
    ],
    logLevel: "silent",
  });
}

/**
 * @param {string} baseUrl
 * @param {{ path: string; name: string }[]} pages
 * @param {number} runs
 */
export async function runLighthouse(baseUrl, pages, runs) {
  const chrome = await launchLighthouseChrome();
  const results = [];
  try {
    for (const target of pages) {
      const url = new URL(target.path, baseUrl).href;
      const lhrs = [];
      // One run before the measured ones, discarded: the first load of a page after the servers start
      // fills their caches and JIT (its LCP was 3.0–3.4 s where the next runs gave 1.5–2.2 s), which
      // says nothing about the page a visitor of a running site gets.
      for (let run = 0; run <= runs; run += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance"],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        if (run > 0) lhrs.push(lhr);
      }
      const runFigures = lhrs.map(figures);
      const median = medianFigures(runFigures);
      const checks = lighthouseChecks(median);
      results.push({
        path: target.path,
        name: target.name,
        ...median,
        checks,
        pass: Object.values(checks).every(Boolean),
        medianRun: figures(computeMedianRun(lhrs)),
        runs: runFigures,
        lighthouseVersion: lhrs[0].lighthouseVersion,
        warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings))],
      });
      log(
        `  ${target.path}: score ${median.score}, TBT ${Math.round(median.tbtMs)} ms, ` +
          `CLS ${median.cls.toFixed(3)}, LCP ${(median.lcpMs / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const QUALITY_CATEGORIES = ["seo", "best-practices"];

/**
 * Lighthouse's SEO and best-practices scores, one run per page (they read the page, not its speed),
 * with the audits that cost points named.
 * @param {string} baseUrl
 * @param {{ path: string; name: string }[]} pages
 */
export async function runLighthouseQuality(baseUrl, pages) {
  const chrome = await launchLighthouseChrome();
  const results = [];
  try {
    for (const target of pages) {
      const url = new URL(target.path, baseUrl).href;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: QUALITY_CATEGORIES,
      });
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const score = (id) =>
        lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100);
      const failing = QUALITY_CATEGORIES.flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
          )
          .map((ref) => ref.id),
      );
      const seo = score("seo");
      const bestPractices = score("best-practices");
      results.push({
        path: target.path,
        name: target.name,
        seo,
        bestPractices,
        failing,
        pass: seo === LIGHTHOUSE_QUALITY_TARGET && bestPractices === LIGHTHOUSE_QUALITY_TARGET,
        lighthouseVersion: lhr.lighthouseVersion,
      });
      log(
        `  ${target.path}: SEO ${seo}, best practices ${bestPractices}` +
          (failing.length ? ` (failing: ${failing.join(", ")})` : ""),
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
