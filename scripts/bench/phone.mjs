// 9. What a visitor on a phone feels: each page type loaded in Chromium under Lighthouse's mobile
// profile applied in the browser itself (not Lantern's simulation), cold cache, median of N runs.
// Figures: first paint (FCP), LCP, load, "answers" (the app's `hydrated` mark: React has hydrated,
// handlers are live), the long tasks from first paint to answers + 2 s, and the script round trips.
import { devices } from "@playwright/test";
import { PHONE_TARGETS } from "../../tests/budgets.mjs";
import { launchBrowser } from "./first-load.mjs";
import { log } from "./servers.mjs";
import { median } from "./stats.mjs";

/** The page types this part loads (French paths of tests/budget-pages.json). */
export const PHONE_PAGE_NAMES = ["home", "contact", "property search", "listing", "blog", "blog post"];

// Lighthouse's mobile profile (moto g power: 412 × 823 at 1.75; "slow 4G": 150 ms RTT × 3.75,
// 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up; CPU 4× slower).
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 183_750, // bytes per second, ≈ 1.47 Mbit/s
  uploadThroughput: 84_375, // 675 kbit/s
};
const CPU_SLOWDOWN = 4;
const CONTEXT = {
  ...devices["Moto G4"],
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  // A phone's browser: "HeadlessChrome" would make the server treat the visit as a crawler's.
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/119.0.0.0 Mobile Safari/537.36",
};
const AFTER_ANSWERS_MS = 2000;
const TIMEOUT_MS = 60_000;

// Registered before any of the page's code: long tasks and paints from the start, and the moment
// <html data-hydrated> appears where the app sets no `hydrated` mark.
const OBSERVE = `(() => {
  const seen = (window.__phone = { longTasks: [], lcp: null, fcp: null, hydratedAttr: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new MutationObserver((records, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    seen.hydratedAttr = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})()`;

/**
 * Script round trips: each same-origin script request gets a wave number, 1 + the highest wave of
 * the script responses that had fully arrived when it went on the wire (its `sendStart`, so a request
 * queued behind HTTP/1.1's 6 connections per host counts after the responses that freed a
 * connection), 1 for those sent before any script had arrived. The page's round trips are the
 * highest wave: both a chunk discovered only after another ran and a chunk waiting for a
 * connection add one.
 * @param {{ sentAt: number; finishedAt: number }[]} scripts seconds, one clock
 */
export function scriptWaves(scripts) {
  const bySend = [...scripts].sort((a, b) => a.sentAt - b.sentAt);
  const waves = [];
  for (const script of bySend) {
    const before = waves.filter((done) => done.finishedAt <= script.sentAt);
    waves.push({ ...script, wave: 1 + Math.max(0, ...before.map((done) => done.wave)) });
  }
  return Math.max(0, ...waves.map((script) => script.wave));
}

async function loadOnce(browser, url) {
  const context = await browser.newContext(CONTEXT);
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const scripts = new Map();
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      if (type !== "Script" || !response.url.includes("/build/")) return;
      const { requestTime, sendStart } = response.timing ?? {};
      scripts.set(requestId, { url: response.url, sentAt: requestTime + sendStart / 1000 });
    });
    cdp.on("Network.loadingFinished", ({ requestId, timestamp, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) Object.assign(script, { finishedAt: timestamp, bytes: encodedDataLength });
    });

    await page.goto(url, { waitUntil: "load", timeout: TIMEOUT_MS });
    await page.waitForFunction(
      () =>
        performance.getEntriesByName("hydrated", "mark").length > 0 || window.__phone.hydratedAttr !== null,
      null,
      { timeout: TIMEOUT_MS, polling: 100 },
    );
    const answersAt = await page.evaluate(
      () => performance.getEntriesByName("hydrated", "mark")[0]?.startTime ?? window.__phone.hydratedAttr,
    );
    await page.waitForTimeout(AFTER_ANSWERS_MS);
    const seen = await page.evaluate(() => ({
      ...window.__phone,
      load: performance.getEntriesByType("navigation")[0].loadEventStart,
    }));
    const arrived = [...scripts.values()].filter((script) => script.finishedAt !== undefined);
    const windowTasks = seen.longTasks.filter(
      (task) => task.start + task.duration > seen.fcp && task.start < answersAt + AFTER_ANSWERS_MS,
    );
    return {
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      loadMs: seen.load,
      answersMs: answersAt,
      gapMs: answersAt - seen.fcp,
      longTasksMs: windowTasks.reduce((sum, task) => sum + task.duration, 0),
      longestTaskMs: Math.max(0, ...windowTasks.map((task) => task.duration)),
      scriptRoundTrips: scriptWaves(arrived),
      scriptRequests: arrived.length,
      scriptBytes: arrived.reduce((sum, script) => sum + script.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

const FIGURES = [
  "fcpMs",
  "lcpMs",
  "loadMs",
  "answersMs",
  "gapMs",
  "longTasksMs",
  "longestTaskMs",
  "scriptRoundTrips",
  "scriptRequests",
  "scriptBytes",
];

/**
 * @param {string} baseUrl
 * @param {{ path: string; name: string; kind: "content" | "search" }[]} pages
 * @param {number} runs
 */
export async function measurePhone(baseUrl, pages, runs) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const target of pages) {
      const url = new URL(target.path, baseUrl).href;
      await loadOnce(browser, url); // warm-up, discarded: the server's caches and JIT
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await loadOnce(browser, url));
      const medians = Object.fromEntries(
        FIGURES.map((key) => [key, median(measured.map((result) => result[key]))]),
      );
      const gapTarget = PHONE_TARGETS.answersAfterPaintMs[target.kind];
      const checks = {
        gap: medians.gapMs <= gapTarget,
        longTasks: medians.longTasksMs <= PHONE_TARGETS.longTasksMs,
      };
      results.push({
        path: target.path,
        name: target.name,
        kind: target.kind,
        ...medians,
        gapTarget,
        runs: measured,
        checks,
        pass: checks.gap && checks.longTasks,
      });
      log(
        `  ${target.path}: paint ${(medians.fcpMs / 1000).toFixed(2)} s, answers ` +
          `${(medians.answersMs / 1000).toFixed(2)} s, ${medians.scriptRoundTrips} script round trip(s)`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
