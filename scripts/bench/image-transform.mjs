// 7. The image transform's throughput (/resources/image): every source × width × format never made
// before (cold, a fresh demo so the cache of results is empty), then the same URLs again (cached), with
// as many connections as transforms run at once (IMAGE_CONCURRENCY) and with 10.
// 8. A page's render throughput (/fr, page cache off) alone, then while cold transforms run beside it.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { ROOT, log, startDemo } from "./servers.mjs";
import { quantile } from "./stats.mjs";
import { CONNECTIONS, clean, describeRun, warmLoad } from "./throughput.mjs";

/** Formats by the Accept that asks for each (the route prefers WebP when both are accepted). */
const ACCEPT = { avif: "image/avif,*/*", webp: "image/webp,*/*", jpeg: "image/jpeg,*/*" };
const BESIDE_PAGE = "/fr";
const QUEUE_FULL = /too many images/i; // app/lib/image-transform.server.ts

/** The route's widths, read from the module that defines them (TypeScript, not importable here). */
export function transformWidths(source = readFileSync(path.join(ROOT, "app/content/image-url.ts"), "utf8")) {
  const list = /IMAGE_WIDTHS\s*=\s*\[([\d,\s]+)\]/.exec(source)?.[1];
  if (!list) throw new Error("IMAGE_WIDTHS not found in app/content/image-url.ts");
  return list.split(",").map(Number);
}

/**
 * Transforms at once, as the route computes it (app/lib/image-route.server.ts): cores − 1 unless set.
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [cores]
 */
export function routeConcurrency(env = process.env, cores = availableParallelism()) {
  const set = Number(env.IMAGE_CONCURRENCY);
  return Number.isInteger(set) && set > 0 ? set : Math.max(1, cores - 1);
}

/**
 * Every variant of each source: source × width × format, as request URL and Accept header.
 * @param {string} appUrl
 * @param {string[]} sources absolute URLs of originals
 * @param {number[]} widths
 */
export function variants(appUrl, sources, widths) {
  return widths.flatMap((width) =>
    Object.values(ACCEPT).flatMap((accept) =>
      sources.map((src) => ({
        url: `${appUrl}/resources/image?${new URLSearchParams({ src, w: String(width), v: "1" })}`,
        accept,
      })),
    ),
  );
}

/** `count` originals of the demo backend: photos and portraits, as the demo draws 8 and 4 of them. */
function demoSources(backendUrl, count, prefix) {
  return Array.from({ length: count }, (_, index) =>
    index % 3 === 2
      ? `${backendUrl}/assets/avatars/${prefix}-${index}.jpg`
      : `${backendUrl}/assets/photos/${prefix}-${index}.jpg`,
  );
}

/**
 * `connections` clients asking for `next()` one after the other until it returns null.
 * @param {() => { url: string; accept: string } | null} next
 */
async function drive(next, connections) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const started = performance.now();
  const client = async () => {
    for (let request = next(); request; request = next()) {
      const sent = performance.now();
      try {
        const response = await fetch(request.url, { headers: { accept: request.accept } });
        const body = Buffer.from(await response.arrayBuffer());
        // The transform's queue answers its own 503; the server's load shedding answers an error page.
        const status =
          response.status === 503 && QUEUE_FULL.test(body.toString()) ? "queueFull" : response.status;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (response.ok) latencies.push(performance.now() - sent);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - started) / 1000;
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    connections,
    images: latencies.length,
    seconds,
    imagesPerSecond: latencies.length / seconds,
    latencyP50Ms: latencies.length ? Math.round(quantile(latencies, 0.5)) : null,
    latencyP99Ms: latencies.length ? Math.round(quantile(latencies, 0.99)) : null,
    queueFull503: statuses.queueFull ?? 0,
    otherNon2xx: total - latencies.length - (statuses.queueFull ?? 0),
    statuses,
    errors,
  };
}

const once = (list) => {
  let index = 0;
  return () => list[index++] ?? null;
};
const forSeconds = (list, seconds) => {
  const deadline = performance.now() + seconds * 1000;
  let index = 0;
  return () => (performance.now() < deadline ? list[index++ % list.length] : null);
};

/**
 * Cold then cached image throughput, with the route's concurrency and with 10 connections, each on a
 * fresh demo.
 * @param {{ sources: number; cachedSeconds: number }} options
 */
export async function measureTransform({ sources, cachedSeconds }) {
  const concurrency = routeConcurrency();
  const widths = transformWidths();
  const results = [];
  for (const connections of [...new Set([concurrency, CONNECTIONS])]) {
    const demo = await startDemo(`image transform, ${connections} connection(s)`, {
      IMAGE_CONCURRENCY: String(concurrency),
    });
    try {
      const originals = demoSources(demo.backendUrl, sources, "bench");
      // The demo backend draws or reads each original once: not part of the transform's time.
      for (const original of originals) await (await fetch(original)).arrayBuffer();
      const list = variants(demo.url, originals, widths);
      // The cached run's clock starts when it does, after the cold run.
      for (const [cache, makeNext] of [
        ["cold", () => once(list)],
        ["cached", () => forSeconds(list, cachedSeconds)],
      ]) {
        const run = await drive(makeNext(), connections);
        results.push({ cache, concurrency, variants: list.length, ...run });
        log(
          `  ${cache}, ${connections} connection(s): ${run.imagesPerSecond.toFixed(1)} images/s, ` +
            `p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, ${run.queueFull503} × 503`,
        );
      }
      if (!demo.alive) throw new Error("the demo stopped during the measurement");
    } finally {
      await demo.stop();
    }
  }
  return results.map((row) => ({ ...row, target: null, pass: null }));
}

/** Cold transforms without end at the route's concurrency, until stopped. */
function coldLoop(demo, concurrency, widths) {
  let stopped = false;
  let index = 0;
  const formats = Object.values(ACCEPT);
  const next = () => {
    if (stopped) return null;
    index += 1;
    // A name never asked for before is a source never transformed; the backend draws it from its photos.
    return {
      url: `${demo.url}/resources/image?${new URLSearchParams({
        src: `${demo.backendUrl}/assets/photos/beside-${index}.jpg`,
        w: String(widths[index % widths.length]),
        v: "1",
      })}`,
      accept: formats[index % formats.length],
    };
  };
  const running = drive(next, concurrency);
  return {
    stop: () => {
      stopped = true;
      return running;
    },
  };
}

/**
 * /fr's render throughput with the page cache off, alone and beside cold transforms.
 * @param {{ seconds: number; warmupSeconds: number }} timing
 */
export async function measureRenderBesideTransforms({ seconds, warmupSeconds }) {
  const concurrency = routeConcurrency();
  const demo = await startDemo("renders beside transforms (PAGE_CACHE_SECONDS=0)", {
    PAGE_CACHE_SECONDS: "0",
    IMAGE_CONCURRENCY: String(concurrency),
  });
  try {
    const pageUrl = new URL(BESIDE_PAGE, demo.url).href;
    const alone = await warmLoad(pageUrl, seconds, warmupSeconds);
    log(`  ${BESIDE_PAGE} alone: ${describeRun(alone)}`);
    const loop = coldLoop(demo, concurrency, transformWidths());
    let beside;
    let transforms;
    try {
      beside = await warmLoad(pageUrl, seconds, warmupSeconds);
    } finally {
      transforms = await loop.stop();
    }
    log(
      `  ${BESIDE_PAGE} beside ${concurrency} transform(s) at a time: ${describeRun(beside)}; ` +
        `${transforms.imagesPerSecond.toFixed(1)} images/s, ${transforms.queueFull503} × 503`,
    );
    if (!demo.alive) throw new Error("the demo stopped during the measurement");
    const ratio = alone.rps > 0 ? beside.rps / alone.rps : 0;
    return [
      {
        path: BESIDE_PAGE,
        concurrency,
        alone,
        beside,
        transforms,
        ratio,
        // ARCHITECTURE §5 and issue 24 set no figure: the ratio is reported, and only renders that
        // failed or stopped coming back beside the transforms count as a miss.
        target: null,
        pass: clean(alone) && clean(beside),
      },
    ];
  } finally {
    await demo.stop();
  }
}
