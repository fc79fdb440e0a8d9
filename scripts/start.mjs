// npm start: serves the site at http://localhost:$PORT (3000) with server.mjs. With CMS_URL and
// CORE_URL unset it first starts the demo backend on a loopback port and points the site at it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const children = [];

function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  children.push(child);
  return child;
}

let stopping = null;
/** Passes the signal on and exits once every child has (the server finishes its requests first). */
function stopAll(code = 0, signal = "SIGTERM") {
  if (stopping) return stopping;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill(signal);
  stopping = Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve))));
  return stopping.then(() => process.exit(code));
}
process.on("SIGINT", () => stopAll(0, "SIGINT"));
process.on("SIGTERM", () => stopAll(0, "SIGTERM"));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
/** The demo backend's address when this script starts it. */
let demoBackendUrl = null;

if (!env.CMS_URL && !env.CORE_URL) {
  const port = env.DEMO_BACKEND_PORT ?? "3100";
  const backendUrl = `http://127.0.0.1:${port}`;
  const backend = run(process.execPath, ["--import", "tsx", "demo-backend/src/main.ts"], {
    ...env,
    DEMO_BACKEND_PORT: port,
  });
  backend.on("exit", (code) => {
    if (stopping) return;
    console.error(`Demo backend stopped (code ${code}).`);
    stopAll(code ?? 1);
  });
  await waitFor(`${backendUrl}/healthz`, 30_000);
  Object.assign(env, {
    CMS_URL: backendUrl,
    CORE_URL: backendUrl,
    ASSETS_URL: `${backendUrl}/assets`,
    SITE_ID: env.SITE_ID ?? "1",
    CAPTCHA_PROVIDER: env.CAPTCHA_PROVIDER ?? "test",
    // The demo's only origin: forwarded headers naming another host are not trusted.
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? "3000"}`,
    // No load balancer to drain: stop at once.
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? "0",
    // A demo is not a site to index (robots.txt disallows all) unless asked (docs/seo.md).
    SEARCH_INDEXING: env.SEARCH_INDEXING ?? "off",
  });
  demoBackendUrl = backendUrl;
  console.log(`Demo backend at ${backendUrl}`);
} else if (!env.CMS_URL || !env.CORE_URL) {
  console.error("Set both CMS_URL and CORE_URL, or neither to use the demo backend.");
  process.exit(1);
}

if (env.SKIP_BUILD !== "1" || !existsSync(path.join(root, "build", "index.js"))) {
  const build = run("npm", ["run", "build"], env);
  const code = await new Promise((resolve) => build.on("exit", resolve));
  if (code !== 0) await stopAll(code ?? 1);
}

// `npm run dev` (remix dev sets NODE_ENV=development) keeps remix-serve, which reloads each new build.
const [command, args] =
  env.NODE_ENV === "development"
    ? [bin("remix-serve"), ["./build/index.js"]]
    : [process.execPath, ["server.mjs"]];
const port = env.PORT ?? "3000";
const server = run(command, args, { ...env, PORT: port });
server.on("exit", (code) => stopAll(code ?? 0));

// Issue 34 item 12: the server's own log is one JSON line; say in words where to look, once it answers.
const site = `http://localhost:${port}`;
waitFor(`${site}/healthz`, 120_000).then(
  () => {
    const leads = env.CMS_URL === demoBackendUrl ? ` · leads at ${demoBackendUrl}/leads` : "";
    console.log(`Site at ${site} (fr: ${site}/fr, en: ${site}/en)${leads}`);
  },
  () => {},
);
