// npm run bench: size and speed goals, measured (never asserted in unit tests).
//  - client JavaScript sent for a first page view (gzip), against a budget;
//  - server rendering throughput and latency of a CMS page against the demo backend.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_JS_GZIP_KB = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;
const PORT = 3290;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DEMO_BACKEND_PORT: String(PORT + 1),
    DEMO_BACKEND_DB: ":memory:",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 120_000);

  const html = await (await fetch(`http://127.0.0.1:${PORT}/fr`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]);
  const unique = [...new Set(scripts)];
  let total = 0;
  for (const script of unique) total += gzipSync(readFileSync(path.join("public", script))).length;
  const allJs = listFiles("public/build").filter((file) => file.endsWith(".js"));
  console.log(
    `First view of /fr: ${unique.length} scripts, ${(total / 1024).toFixed(1)} KiB gzip (budget ${BUDGET_JS_GZIP_KB} KiB)`,
  );
  console.log(`All client chunks: ${allJs.length} files`);

  const timings = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(`http://127.0.0.1:${PORT}/fr`);
        await response.text();
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
  console.log(
    `SSR /fr: ${REQUESTS} requests, concurrency ${CONCURRENCY}: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms`,
  );
  if (total / 1024 > BUDGET_JS_GZIP_KB) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
}
