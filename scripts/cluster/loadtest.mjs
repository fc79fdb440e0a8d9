// @ts-check
// The cluster test (issue 35 §2; docs/cluster.md): load through Varnish → HAProxy → 3 replicas while
// every replica is restarted in turn (SIGTERM, wait, start), one is killed (SIGKILL) and started
// again, the CMS fails 30% of calls and then is down, and leads are posted throughout. Prints a table
// per phase and a verdict per target; `npm run loadtest -- --cluster` (full) or with --reduced too
// (the run of `npm test`: one rolling restart, a 10 s outage, fewer connections).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { quantile } from "../bench/stats.mjs";
import { isDesignedPage } from "../designed-page.mjs";
import { timedGet } from "../local-server.mjs";
import { formIdOf, leadPoster } from "./leads.mjs";
import { haproxyCounters, metricsWatcher, storedLeads, sumOf, waitUntilUp } from "./observe.mjs";
import { ask, checkPrivateAnswers } from "./private-answers.mjs";
import { REPLICAS, startCluster } from "./topology.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const FULL = {
  connections: 32,
  baselineSeconds: 10,
  restartRounds: 2,
  killAfterSeconds: 5,
  failingSeconds: 20,
  downSeconds: 60,
  leadEveryMs: 250,
  requestsPerSecond: 0,
};
/**
 * One rolling restart and a short outage (the SIGKILL and the 30% phase: full run only), at a steady
 * 150 requests a second rather than as fast as the machine goes: `npm test` runs it beside the unit
 * tests, and the restart's drains and the outage's stale copies are tested as well at that rate.
 */
const REDUCED = {
  connections: 8,
  requestsPerSecond: 150,
  baselineSeconds: 2,
  restartRounds: 1,
  killAfterSeconds: 0,
  failingSeconds: 0,
  downSeconds: 8,
  leadEveryMs: 400,
};

/** HAProxy's own error pages (no replica answered), and Varnish's. */
const HAPROXY_PAGE =
  /<h1>50[234] [\w ]+<\/h1>\n?[^<]*(No server is available|invalid or incomplete|server didn't respond)/;
const VARNISH_PAGE = "Guru Meditation";

/** The messages of a page degraded by a core API failure (locales, search.json). */
const degradedMarkers = ["fr", "en"]
  .map(
    (lang) =>
      JSON.parse(readFileSync(path.join(root, "locales", lang, "search.json"), "utf8")).results?.error ?? "",
  )
  .filter(Boolean);

/** @param {boolean} reduced @param {number} basePort */
export async function runClusterTest(reduced, basePort) {
  const s = reduced ? REDUCED : FULL;
  const runId = randomBytes(4).toString("hex");
  const startedAt = Date.now();
  const cluster = await startCluster({
    basePort,
    workDir: path.join(os.tmpdir(), `cluster-test-${basePort}`),
    testHooks: true,
  });
  const { ports } = cluster;
  const cms = (/** @type {Record<string, unknown>} */ failure) =>
    fetch(`${cluster.backendUrl}/__test/cms-failure`, { method: "POST", body: JSON.stringify(failure) });
  /** Replicas being stopped on purpose: their /healthz is not asked. */
  const stopping = new Set();
  const metrics = metricsWatcher(ports.metrics, () => cluster.replicas.map((child) => child?.pid));
  let phaseName = "warm-up";
  try {
    /** @type {{ pages: { paths: Record<string, string> }[] }} */
    const list = await (await fetch(`${cluster.backendUrl}/api/pages/1`)).json();
    const pagePaths = list.pages.flatMap((page) => Object.values(page.paths));
    // Every page served once, healthy, before anything happens: each has a copy to serve stale.
    // In parallel, then again one by one for any a cold replica shed (503).
    const warm = await Promise.all(pagePaths.map((pagePath) => ask(ports.varnish, { path: pagePath })));
    for (const [i, pagePath] of pagePaths.entries())
      for (let attempt = 0; warm[i].status !== 200 && attempt < 10; attempt += 1) {
        await sleep(500);
        warm[i] = await ask(ports.varnish, { path: pagePath });
      }
    const forms = {
      fr: formIdOf((await ask(ports.varnish, { path: "/fr/contact" })).body) ?? "",
      en: formIdOf((await ask(ports.varnish, { path: "/en/contact" })).body) ?? "",
    };
    const privateChecks = await checkPrivateAnswers({
      port: ports.varnish,
      runId,
      setCoreFailure: async (failing) => void (await cms(failing ? { core: true } : {})),
      degradedMarkers,
    });

    const startupSeconds = Math.round((Date.now() - startedAt) / 1000);
    const leads = leadPoster({ port: ports.varnish, runId, forms, phase: () => phaseName });
    /** @type {Record<string, string[]>} /healthz failures while busy, by phase: replica, status, ms */
    const healthFailures = {};
    let probing = true;
    const prober = (async () => {
      while (probing) {
        await Promise.all(
          ports.replicas.map(async (port, index) => {
            if (stopping.has(index) || !cluster.replicas[index]) return;
            const { status, ms } = await timedGet(port, "/healthz");
            if (status !== 200 && !stopping.has(index))
              (healthFailures[phaseName] ??= []).push(
                `replica-${index + 1} answered ${status || "nothing"} after ${Math.round(ms)} ms`,
              );
          }),
        );
        await sleep(500);
      }
    })();

    /** @param {number} index @param {NodeJS.Signals} signal */
    const restart = async (index, signal) => {
      stopping.add(index);
      await metrics.scrape(index);
      await cluster.stopReplica(index, signal);
      await cluster.startReplica(index);
      stopping.delete(index);
      await waitUntilUp(ports.haproxyStats, index);
    };
    /** @type {[string, (() => Promise<void>) | false][]} */
    const phases = [
      ["steady", () => sleep(s.baselineSeconds * 1000)],
      [
        `rolling restart ×${s.restartRounds}`,
        async () => {
          for (let round = 0; round < s.restartRounds; round += 1)
            for (let index = 0; index < REPLICAS; index += 1) await restart(index, "SIGTERM");
        },
      ],
      [
        "replica SIGKILLed",
        s.killAfterSeconds > 0 &&
          (async () => {
            await sleep(s.killAfterSeconds * 1000);
            await restart(1, "SIGKILL");
            await sleep(s.killAfterSeconds * 1000);
          }),
      ],
      [
        "CMS failing 30%",
        s.failingSeconds > 0 &&
          (async () => {
            await cms({ rate: 0.3 });
            await sleep(s.failingSeconds * 1000);
          }),
      ],
      [
        `CMS down ${s.downSeconds} s`,
        async () => {
          await cms({ down: true });
          await sleep(s.downSeconds * 1000);
          await cms({});
        },
      ],
    ];

    leads.start(s.leadEveryMs);
    const results = [];
    for (const [name, action] of phases) {
      if (!action) continue;
      phaseName = name;
      const before = await haproxyCounters(ports.haproxyStats);
      results.push({ name, ...(await underLoad(ports.varnish, s, pagePaths, action)) });
      const after = await haproxyCounters(ports.haproxyStats);
      Object.assign(results[results.length - 1], {
        haproxy: Object.fromEntries(Object.entries(after).map(([key, n]) => [key, n - (before[key] ?? 0)])),
      });
    }
    phaseName = "after";
    await leads.stop();
    probing = false;
    await prober;

    const stored = await storedLeads(cluster.backendUrl);
    const ours = [...stored].filter(([email]) => email.startsWith(`cluster-${runId}-`));
    const replicaMetrics = await metrics.totals();
    const figures = {
      settings: s,
      startupSeconds,
      phases: results.map((phase) => {
        const phaseLeads = leads.leads.filter((lead) => lead.phase === phase.name);
        return {
          ...phase,
          healthzFailures: healthFailures[phase.name]?.length ?? 0,
          healthzFailureSamples: (healthFailures[phase.name] ?? []).slice(0, 3),
          leads: {
            posted: phaseLeads.length,
            sent: phaseLeads.filter((lead) => lead.sent).length,
            stored: phaseLeads.filter((lead) => stored.has(lead.email)).length,
            retried: phaseLeads.filter((lead) => lead.statuses.length > 1).length,
          },
        };
      }),
      leads: {
        posted: leads.leads.length,
        sent: leads.leads.filter((lead) => lead.sent).length,
        stored: ours.length,
        doubled: ours.filter(([, n]) => n > 1).length,
        lost: leads.leads.filter((lead) => lead.sent && !stored.has(lead.email)).length,
        // HAProxy's 502: the replica died with the post under way (after the core stored it, maybe).
        cutByKill: leads.leads.filter((lead) => lead.statuses.includes(502)).length,
        failedStatuses: leads.leads.filter((lead) => !lead.sent).map((lead) => lead.statuses),
      },
      metrics: {
        leadsSent: sumOf(replicaMetrics, 'leads_total{outcome="sent"}'),
        leadsDeduplicated: sumOf(replicaMetrics, 'leads_total{outcome="deduplicated"}'),
        leadsFailed: sumOf(replicaMetrics, 'leads_total{outcome="failed"}'),
        pageCache: Object.fromEntries(
          ["hit", "miss", "stale", "wait"].map((event) => [
            event,
            sumOf(replicaMetrics, `page_cache_events_total{event="${event}"}`),
          ]),
        ),
        shed:
          sumOf(replicaMetrics, 'requests_shed_total{reason="queue-full"}') +
          sumOf(replicaMetrics, 'requests_shed_total{reason="event-loop"}'),
        processes: replicaMetrics.length,
      },
      privateChecks,
    };
    return { figures, verdicts: verdictsOf(figures) };
  } finally {
    await cms({}).catch(() => {});
    await cluster.stop();
  }
}

/**
 * Load on the CDN while `action` runs: answers by status and by kind, latency, connection errors.
 * @param {number} port @param {{ connections: number; requestsPerSecond: number }} load 0: as fast as it goes
 * @param {string[]} pagePaths @param {() => Promise<void>} action
 */
async function underLoad(port, { connections, requestsPerSecond }, pagePaths, action) {
  /** @type {Record<string, number>} */
  const statuses = {};
  const counts = { stale: 0, haproxyErrors: 0, varnishErrors: 0, errorPages: 0, undesigned: 0 };
  /** @type {string[]} */
  const samples = [];
  /** @type {number[]} */
  const latency = [];
  /** @type {Record<string, number>} connection errors by code */
  const connectionErrorCodes = {};
  const started = Date.now();
  /** @type {import("autocannon").Instance | undefined} */
  let instance;
  const finished = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        headers: { host: `localhost:${port}` },
        connections,
        ...(requestsPerSecond > 0 ? { overallRate: requestsPerSecond } : {}),
        duration: 3600,
        timeout: 30,
        requests: [
          {
            setupRequest: (req, context) => {
              context.sentAt = Date.now();
              return { ...req, path: pagePaths[Math.floor(Math.random() * pagePaths.length)] };
            },
            onResponse: (status, body, context, headers) => {
              latency.push(Date.now() - /** @type {number} */ (context.sentAt));
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (String(headers?.["x-cache"] ?? headers?.["X-Cache"]) === "STALE") counts.stale += 1;
              if (status === 200) return;
              // Every page was served before: anything but 200 is an error page.
              counts.errorPages += 1;
              if (HAPROXY_PAGE.test(body)) counts.haproxyErrors += 1;
              else if (body.includes(VARNISH_PAGE)) counts.varnishErrors += 1;
              else if (isDesignedPage(body)) return;
              counts.undesigned += 1;
              if (samples.length < 3) samples.push(`${status}: ${body.slice(0, 160).replace(/\s+/g, " ")}`);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on("reqError", (/** @type {NodeJS.ErrnoException} */ error) => {
    const code = error.code ?? error.message;
    connectionErrorCodes[code] = (connectionErrorCodes[code] ?? 0) + 1;
  });
  await action();
  instance?.stop();
  const result = /** @type {import("autocannon").Result} */ (await finished);
  const seconds = (Date.now() - started) / 1000;
  const answers = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    seconds: Math.round(seconds),
    answers,
    rps: Math.round(answers / seconds),
    p50: quantile(latency, 0.5),
    p99: quantile(latency, 0.99),
    statuses,
    // autocannon's errors include its time-outs (30 s without an answer).
    connectionErrors: result.errors,
    connectionErrorCodes,
    ...counts,
    samples,
  };
}

/** @param {any} figures */
function verdictsOf(figures) {
  /** @type {any[]} */
  const phases = figures.phases;
  const restarts = phases.filter((phase) => phase.name.startsWith("rolling restart"));
  const down = phases.filter((phase) => phase.name.startsWith("CMS down"));
  return {
    "rolling restarts: 0 connection errors": restarts.every((phase) => phase.connectionErrors === 0),
    "rolling restarts: 0 undesigned answers (HAProxy, Varnish or other)": restarts.every(
      (phase) => phase.undesigned === 0,
    ),
    "CMS down: 0 error pages for pages served before": down.every((phase) => phase.errorPages === 0),
    "/healthz never fails on a busy replica": phases.every((phase) => phase.healthzFailures === 0),
    "leads: sent ÷ stored = 1.0, none doubled, none lost":
      figures.leads.sent > 0 &&
      figures.leads.sent === figures.leads.stored &&
      figures.leads.doubled === 0 &&
      figures.leads.lost === 0,
    // A replica SIGKILLed between the core's answer and its next scrape takes its count along.
    "leads: the replicas' leads_total{sent} equals the leads stored (less those cut by the SIGKILL)":
      figures.metrics.leadsSent <= figures.leads.stored &&
      figures.leads.stored - figures.metrics.leadsSent <= figures.leads.cutByKill,
    ...Object.fromEntries(
      Object.entries(figures.privateChecks).map(([check, ok]) => [`through Varnish: ${check}`, ok]),
    ),
  };
}

/** @param {{ figures: any, verdicts: Record<string, boolean> }} report */
export function printClusterTable({ figures, verdicts }) {
  const header = [
    "phase",
    "s",
    "answers/s",
    "p50 ms",
    "p99 ms",
    "statuses",
    "conn err",
    "HAProxy 5xx",
    "stale (Varnish)",
    "error pages",
    "undesigned",
    "retries/redisp.",
    "/healthz fails",
    "leads sent/stored",
  ];
  const rows = figures.phases.map((/** @type {any} */ p) => [
    p.name,
    String(p.seconds),
    String(p.rps),
    String(Math.round(p.p50)),
    String(Math.round(p.p99)),
    Object.entries(p.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", "),
    String(p.connectionErrors),
    String(p.haproxyErrors),
    String(p.stale),
    String(p.errorPages),
    String(p.undesigned),
    `${p.haproxy.wretr}/${p.haproxy.wredis}`,
    String(p.healthzFailures),
    `${p.leads.sent}/${p.leads.stored}`,
  ]);
  const widths = header.map((name, i) =>
    Math.max(name.length, ...rows.map((/** @type {string[]} */ row) => row[i].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  console.log([line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n"));
  console.log(`\nstarted, pages warmed and private answers checked in ${figures.startupSeconds} s`);
  const l = figures.leads;
  const ratio = l.stored ? (l.sent / l.stored).toFixed(3) : "–";
  console.log(
    `\nleads: ${l.posted} posted, ${l.sent} sent, ${l.stored} stored (sent ÷ stored ${ratio}), ${l.doubled} doubled, ${l.lost} lost, ${l.failedStatuses.length} never sent ${JSON.stringify(l.failedStatuses.slice(0, 3))}`,
  );
  const m = figures.metrics;
  console.log(
    `replicas' /metrics (${m.processes} processes): leads sent ${m.leadsSent}, deduplicated ${m.leadsDeduplicated}, failed ${m.leadsFailed}; page cache ${JSON.stringify(m.pageCache)}; shed ${m.shed}`,
  );
  for (const phase of figures.phases) {
    for (const sample of phase.samples) console.log(`  ${phase.name}, undesigned: ${sample}`);
    if (phase.connectionErrors > 0)
      console.log(`  ${phase.name}, connection errors: ${JSON.stringify(phase.connectionErrorCodes)}`);
    for (const failure of phase.healthzFailureSamples) console.log(`  ${phase.name}, /healthz: ${failure}`);
  }
  for (const [target, ok] of Object.entries(verdicts)) console.log(`${ok ? "PASS" : "FAIL"}  ${target}`);
}
