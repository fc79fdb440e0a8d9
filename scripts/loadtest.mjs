// npm run loadtest: the production server (server.mjs on build/) under 100 connections for 60 s while
// its stub CMS fails 30% of calls, half with a 502 and half by hanging past the upstream time-out
// (issue 11 §5). Prints a table: statuses, latency, stale pages vs designed error pages, memory, and
// a verdict per target; exits 1 when a target is missed. Run `npm run build` first.
//
// Settings, as --name=value or LOADTEST_NAME: duration (s, 60), connections (100), failure-rate (0.3),
// page-cache-seconds (5), upstream-timeout-ms (4000), p99-ms (the latency target, 1000). LOADTEST_REPORT
// names a file for the figures as JSON. The p99 target holds for pages and for the error pages of
// pages served before the failures; a page never served has no last good copy, so when the CMS
// hangs on it its error page comes at the upstream time-out, after waiting for a render slot that
// another hanging call may hold until its own time-out: held to twice the time-out + 1.5 s, apart.
// Then (issue 21) a slow-upload phase: slow-uploads (200) form posts sending their body at 1 byte/s
// beside the same page connections for slow-seconds (20), the CMS healthy: pages keep answering,
// /healthz p99 under liveness-p99-ms (1000), every upload answered with the designed 408. The full
// run also checks the 65 s keep-alive default in real time (an idle connection still serves at 61 s).
// --reduced is the run of `npm test` (scripts/test.mjs): 20 connections for 10 s, a 1 s upstream
// time-out and a 2 s fresh time so that a short run still sees failures and stale pages; its latency
// target is the bound the design promises, twice the time-out plus 1.5 s, not the full run's 1 s.
// --cluster runs the cluster test instead (scripts/cluster/loadtest.mjs; --cluster --reduced in npm test).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { quantile } from "./bench/stats.mjs";
import { isDesignedPage } from "./designed-page.mjs";
import { keepAliveHolds, runSlowUploadPhase } from "./loadtest-slow-uploads.mjs";
import { freePort, serverEnv, timedGet } from "./local-server.mjs";
import { STUB_PAGE_MARKER, startStubUpstream } from "./stub-upstream.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const REDUCED = {
  duration: 10,
  connections: 20,
  "upstream-timeout-ms": 1000,
  "page-cache-seconds": 2,
  "p99-ms": 2500,
  "slow-uploads": 20,
  "slow-seconds": 6,
  "body-timeout-ms": 2000,
  "liveness-p99-ms": 2500,
  "keep-alive-check": 0,
};

/** `--name=value` arguments, over the reduced preset when --reduced is given. */
const args = {
  ...(process.argv.includes("--reduced") ? REDUCED : {}),
  ...Object.fromEntries(
    process.argv.slice(2).flatMap((arg) => {
      const match = /^--([\w-]+)=(.*)$/.exec(arg);
      return match ? [[match[1], match[2]]] : [];
    }),
  ),
};

/**
 * A setting: the --name=value argument, else LOADTEST_NAME, else the default.
 * @param {string} name
 * @param {number} fallback
 */
function setting(name, fallback) {
  const variable = `LOADTEST_${name.toUpperCase().replace(/-/g, "_")}`;
  const raw = args[name] ?? process.env[variable];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: expected a number ≥ 0, got "${raw}"`);
  return value;
}

const settings = {
  durationSeconds: setting("duration", 60),
  connections: setting("connections", 100),
  failureRate: setting("failure-rate", 0.3),
  /**
   * The app's own defaults (app/config.server.ts) but a fresh time of 5 s instead of 30, so every page
   * is refreshed about a dozen times during the run and the CMS's failures show.
   */
  pageCacheSeconds: setting("page-cache-seconds", 5),
  upstreamTimeoutMs: setting("upstream-timeout-ms", 4000),
  /** Pages visited: the first `warmPages` were served once, healthy, before the CMS started failing. */
  pages: 50,
  warmPages: 40,
  slowUploads: setting("slow-uploads", 200),
  slowSeconds: setting("slow-seconds", 20),
  /** The server's BODY_TIMEOUT_MS (its default, 10 s, in the full run). */
  bodyTimeoutMs: setting("body-timeout-ms", 10_000),
  keepAliveCheck: setting("keep-alive-check", 1) > 0,
};

/** The targets (issue 11 §5); liveness: the container health check's time-out. */
const TARGETS = {
  p99Ms: setting("p99-ms", 1000),
  memoryGrowthMb: 100,
  livenessMs: 5000,
  livenessP99Ms: setting("liveness-p99-ms", 1000),
  /**
   * A page never served has no last good copy: when the CMS hangs on it, its error page cannot come
   * before the upstream time-out. The CMS call runs inside the render slot, so before it the page may
   * wait for a slot another hanging call holds until its time-out: the bound is twice the time-out
   * plus this margin (the reduced run of 2026-11-27 03:12 read p50 1,970 ms, p99 3,014 ms against the
   * 1 s time-out; the one before, p50 1,824, p99 1,989).
   */
  neverServedMarginMs: 1500,
  /**
   * Share of page requests answered 200 beside the slow uploads; the rest are designed 503s, shed
   * when the machine itself is too busy. Uploads holding render slots made every page a 503.
   */
  pagesOkShare: 0.5,
};

/** The resident memory of a process, in MB (Linux). @param {number} pid */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return NaN;
  }
}

/** @param {import("./stub-upstream.mjs").StubUpstream} stub */
async function startServer(stub) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...serverEnv(port, stub.url),
      PAGE_CACHE_SECONDS: String(settings.pageCacheSeconds),
      UPSTREAM_TIMEOUT_MS: String(settings.upstreamTimeoutMs),
      BODY_TIMEOUT_MS: String(settings.bodyTimeoutMs),
      // To compare the server with and without its loop-turn limit in the same conditions.
      ...(process.env.REQUESTS_PER_LOOP_TURN
        ? { REQUESTS_PER_LOOP_TURN: process.env.REQUESTS_PER_LOOP_TURN }
        : {}),
    },
    // The request log (one JSON line per request) is not read here.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const deadline = Date.now() + 20_000;
  while ((await timedGet(port, "/healthz")).status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server.mjs did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, child, stderr: () => stderr };
}

export async function runLoadTest() {
  if (!existsSync(path.join(root, "build", "index.js"))) {
    throw new Error("There is no build/: run `npm run build` first.");
  }
  let failing = false;
  /** When the CMS failed a call, by page path: a page older than a failed refresh is a stale copy. */
  /** @type {Map<string, number[]>} */
  const failedCalls = new Map();
  const stub = await startStubUpstream({
    // Failing: 15% of calls answer 502, 15% hang (the stub never answers; the app's time-out ends them).
    decide: (key) => {
      if (!failing) return undefined;
      const roll = Math.random();
      if (roll >= settings.failureRate) return undefined;
      failedCalls.set(key, [...(failedCalls.get(key) ?? []), Date.now()]);
      return roll < settings.failureRate / 2 ? { kind: "status", status: 502 } : { kind: "hang" };
    },
  });
  const server = await startServer(stub);
  const pagePaths = Array.from({ length: settings.pages }, (_, i) => `/${i % 2 ? "en" : "fr"}/page-${i}`);

  // Started first, checked last: the run lasts longer than the 61 s it idles.
  const keepAlive = settings.keepAliveCheck ? keepAliveHolds(server.port) : Promise.resolve(null);
  try {
    // The site was in service, healthy, before the CMS started failing: most pages have a last good
    // copy, and the process has reached its working size (memory is measured from there).
    const warmPaths = pagePaths.slice(0, settings.warmPages);
    for (const pagePath of warmPaths) await timedGet(server.port, pagePath);
    await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: settings.connections,
      duration: Math.min(5, Math.max(2, settings.durationSeconds / 4)),
      requests: [
        {
          setupRequest: (req) => ({ ...req, path: warmPaths[Math.floor(Math.random() * warmPaths.length)] }),
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssMb(/** @type {number} */ (server.child.pid));
    // Count only the calls made under load.
    stub.calls.length = 0;
    for (const kind of Object.keys(stub.counts)) delete stub.counts[kind];
    failing = true;

    const counts = { page: 0, stale: 0, designed: 0, shed: 0, undesigned: 0, otherOk: 0 };
    /** @type {Record<string, number>} */
    const statuses = {};
    /** @type {string[]} */
    const undesignedSamples = [];
    /** Latency by kind of answer: a flood of quick 503s (shed load) must not hide slow pages. */
    /** @type {number[]} */
    const pageLatency = [];
    /** @type {number[]} */
    const errorLatency = [];
    /**
     * Error pages of the pages never served before: with no last good copy, a CMS call that hangs
     * can only end at the upstream time-out, so they are held to that bound, not to the p99 target.
     */
    /** @type {number[]} */
    const neverServedErrorLatency = [];
    const warmSet = new Set(warmPaths);

    // Liveness under load: a probe every half second, on its own connection.
    /** @type {number[]} */
    const liveness = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const probe = await timedGet(server.port, "/healthz");
        liveness.push(probe.status === 200 ? probe.ms : Infinity);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    /** @type {number[]} */
    const rssSamples = [];
    const sampler = setInterval(() => rssSamples.push(rssMb(/** @type {number} */ (server.child.pid))), 1000);

    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: settings.connections,
      duration: settings.durationSeconds,
      timeout: 20,
      requests: [
        {
          setupRequest: (req, context) => {
            context.sentAt = Date.now();
            context.path = pagePaths[Math.floor(Math.random() * pagePaths.length)];
            return { ...req, path: context.path };
          },
          onResponse: (status, body, context) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            const ms = Date.now() - /** @type {number} */ (context.sentAt);
            if (status === 200) pageLatency.push(ms);
            else if (warmSet.has(/** @type {string} */ (context.path))) errorLatency.push(ms);
            else neverServedErrorLatency.push(ms);
            if (status === 200 && body.includes(STUB_PAGE_MARKER)) {
              counts.page += 1;
              // The stub writes into the page when it answered: a page older than a call the CMS failed
              // for it is the last good copy, served because the refresh failed (stale-if-error).
              const stamp = Number(/\[stamp:(\d+)\]/.exec(body)?.[1]);
              const failed = failedCalls.get(/** @type {string} */ (context.path)) ?? [];
              if (stamp && failed.some((at) => at > stamp)) counts.stale += 1;
            } else if (status === 200) counts.otherOk += 1;
            else if (isDesignedPage(body)) {
              counts.designed += 1;
              // The server's own page (server/error-page.mjs): load shed before the app was asked.
              if (body.includes('<p class="status">')) counts.shed += 1;
            } else {
              counts.undesigned += 1;
              if (undesignedSamples.length < 3) undesignedSamples.push(`${status}: ${body.slice(0, 160)}`);
            }
          },
        },
      ],
    });
    probing = false;
    clearInterval(sampler);
    await prober;
    failing = false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssMb(/** @type {number} */ (server.child.pid));

    const slowPhase = await runSlowUploadPhase({
      port: server.port,
      uploads: settings.slowUploads,
      connections: settings.connections,
      seconds: settings.slowSeconds,
      pagePaths: warmPaths,
    });
    const keepAliveHeld = await keepAlive;

    const totalAnswers = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const livenessMax = Math.max(...liveness);
    const figures = {
      settings,
      requests: totalAnswers,
      rps: Math.round(result.requests.average),
      statuses,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      pageLatencyMs: { p50: quantile(pageLatency, 0.5), p99: quantile(pageLatency, 0.99) },
      errorLatencyMs: { p50: quantile(errorLatency, 0.5), p99: quantile(errorLatency, 0.99) },
      neverServedErrorLatencyMs: {
        p50: quantile(neverServedErrorLatency, 0.5),
        p99: quantile(neverServedErrorLatency, 0.99),
        count: neverServedErrorLatency.length,
      },
      pages: counts.page,
      stalePages: counts.stale,
      designedErrorPages: counts.designed,
      serverErrorPages: counts.shed,
      undesignedAnswers: counts.undesigned + counts.otherOk,
      undesignedSamples,
      cmsCalls: stub.calls.length,
      cmsAnswers: { ...stub.counts },
      rssMb: {
        before: rssBefore,
        duringRun: [0.25, 0.5, 0.75].map((q) => rssSamples[Math.floor(q * rssSamples.length)] ?? NaN),
        peak: Math.max(rssBefore, ...rssSamples),
        after: rssAfter,
      },
      livenessMs: { p50: quantile(liveness, 0.5), max: livenessMax, probes: liveness.length },
      serverAlive: server.child.exitCode === null,
      slowUploads: {
        uploads: slowPhase.uploads,
        pageStatuses: slowPhase.pageStatuses,
        pagesOk: slowPhase.pagesOk,
        pages: slowPhase.pages,
        undesignedPages: slowPhase.undesignedPages,
        livenessMs: {
          p50: quantile(slowPhase.liveness, 0.5),
          p99: quantile(slowPhase.liveness, 0.99),
          probes: slowPhase.liveness.length,
        },
      },
      keepAliveHeld,
    };
    const slowUploadsAnswered =
      slowPhase.uploads.undesigned === 0 &&
      Object.keys(slowPhase.uploads.statuses).every((status) => status === "408");
    const verdicts = {
      "only designed pages": figures.undesignedAnswers === 0 && result.errors === 0 && result.timeouts === 0,
      "stale pages served": counts.stale > 0,
      [`bounded p99 (< ${TARGETS.p99Ms} ms, pages and error pages of pages served before, each)`]:
        result.timeouts === 0 &&
        !(quantile(pageLatency, 0.99) >= TARGETS.p99Ms) &&
        !(quantile(errorLatency, 0.99) >= TARGETS.p99Ms),
      [`error pages of pages never served: p99 < twice the upstream time-out + ${TARGETS.neverServedMarginMs} ms`]:
        !(
          quantile(neverServedErrorLatency, 0.99) >=
          2 * settings.upstreamTimeoutMs + TARGETS.neverServedMarginMs
        ),
      [`steady memory (growth < ${TARGETS.memoryGrowthMb} MB)`]:
        rssAfter - rssBefore < TARGETS.memoryGrowthMb,
      [`liveness under load (< ${TARGETS.livenessMs} ms)`]: livenessMax < TARGETS.livenessMs,
      [`/healthz p99 under load < ${TARGETS.livenessP99Ms} ms`]:
        quantile(liveness, 0.99) < TARGETS.livenessP99Ms,
      "server alive": figures.serverAlive,
      [`slow uploads: pages keep answering (≥ ${TARGETS.pagesOkShare * 100}% 200, only designed pages)`]:
        slowPhase.pages > 0 &&
        slowPhase.pagesOk >= TARGETS.pagesOkShare * slowPhase.pages &&
        slowPhase.undesignedPages === 0,
      [`slow uploads: /healthz p99 < ${TARGETS.livenessP99Ms} ms`]:
        quantile(slowPhase.liveness, 0.99) < TARGETS.livenessP99Ms,
      "slow uploads: each answered with the designed 408": slowUploadsAnswered,
      ...(keepAliveHeld === null
        ? {}
        : { "keep-alive: idle 61 s, the connection still serves": keepAliveHeld }),
    };
    return { figures, verdicts };
  } finally {
    server.child.kill("SIGKILL");
    await stub.close();
  }
}

/** @param {number} part @param {number} whole */
const percent = (part, whole) => `${whole ? ((100 * part) / whole).toFixed(1) : "0"}%`;

/** @param {Awaited<ReturnType<typeof runLoadTest>>} report */
function printTable({ figures, verdicts }) {
  const s = figures.settings;
  /** @type {[string, string][]} */
  const rows = [
    [
      "setup",
      `${s.connections} connections, ${s.durationSeconds} s, CMS failing ${s.failureRate * 100}% (½ 502, ½ hang)`,
    ],
    [
      "",
      `${s.pages} pages (${s.warmPages} served before), PAGE_CACHE_SECONDS=${s.pageCacheSeconds}, UPSTREAM_TIMEOUT_MS=${s.upstreamTimeoutMs}`,
    ],
    [
      "answers",
      `${figures.requests} (${figures.rps}/s), socket errors ${figures.socketErrors}, time-outs ${figures.timeouts}`,
    ],
    [
      "statuses",
      Object.entries(figures.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", "),
    ],
    [
      "latency, all answers",
      `p50 ${figures.latencyMs.p50} ms, p90 ${figures.latencyMs.p90} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms`,
    ],
    ["latency, pages", `p50 ${figures.pageLatencyMs.p50} ms, p99 ${figures.pageLatencyMs.p99} ms`],
    [
      "latency, error pages",
      `p50 ${figures.errorLatencyMs.p50} ms, p99 ${figures.errorLatencyMs.p99} ms (pages served before the failures)`,
    ],
    [
      "",
      `pages never served: ${figures.neverServedErrorLatencyMs.count} error pages, p50 ${figures.neverServedErrorLatencyMs.p50} ms, p99 ${figures.neverServedErrorLatencyMs.p99} ms`,
    ],
    [
      "pages",
      `${figures.pages} (${percent(figures.pages, figures.requests)}), of which stale copies ${figures.stalePages}`,
    ],
    [
      "designed error pages",
      `${figures.designedErrorPages} (${percent(figures.designedErrorPages, figures.requests)}): the app's error block ${figures.designedErrorPages - figures.serverErrorPages}, the server's own page (load shed) ${figures.serverErrorPages}`,
    ],
    ["other answers", String(figures.undesignedAnswers)],
    [
      "CMS calls under load",
      `${figures.cmsCalls} (${Object.entries(figures.cmsAnswers)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")})`,
    ],
    [
      "RSS",
      `before ${figures.rssMb.before} MB, after ${figures.rssMb.after} MB (${(figures.rssMb.after - figures.rssMb.before).toFixed(1)} MB)`,
    ],
    ["", `at ¼, ½, ¾ of the run ${figures.rssMb.duringRun.join(", ")} MB, peak ${figures.rssMb.peak} MB`],
    [
      "/healthz under load",
      `p50 ${Math.round(figures.livenessMs.p50)} ms, max ${Math.round(figures.livenessMs.max)} ms (${figures.livenessMs.probes} probes)`,
    ],
    [
      "slow uploads",
      `${s.slowUploads} at 1 byte/s beside ${s.connections} page connections, ${s.slowSeconds} s: ${figures.slowUploads.uploads.started} started, answers ${JSON.stringify(figures.slowUploads.uploads.statuses)}, ${figures.slowUploads.uploads.open} still sending at the end`,
    ],
    [
      "",
      `pages ${figures.slowUploads.pages} (${percent(figures.slowUploads.pagesOk, figures.slowUploads.pages)} 200: ${JSON.stringify(figures.slowUploads.pageStatuses)}), /healthz p50 ${Math.round(figures.slowUploads.livenessMs.p50)} ms, p99 ${Math.round(figures.slowUploads.livenessMs.p99)} ms (${figures.slowUploads.livenessMs.probes} probes)`,
    ],
    ...Object.entries(verdicts).map(
      ([target, ok]) => /** @type {[string, string]} */ ([`target: ${target}`, ok ? "PASS" : "FAIL"]),
    ),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(rows.map(([name, value]) => `${name.padEnd(width)} │ ${value}`).join("\n"));
  for (const sample of figures.undesignedSamples) console.log(`  other answer: ${sample}`);
}

if (process.argv.includes("--cluster")) {
  // Issue 35: the same load through Varnish → HAProxy → 3 replicas (scripts/cluster/run.mjs).
  const { runClusterCommand } = await import("./cluster/run.mjs");
  process.exit(await runClusterCommand(process.argv.includes("--reduced")));
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const report = await runLoadTest();
    printTable(report);
    if (process.env.LOADTEST_REPORT) writeFileSync(process.env.LOADTEST_REPORT, JSON.stringify(report));
    process.exit(Object.values(report.verdicts).every(Boolean) ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
