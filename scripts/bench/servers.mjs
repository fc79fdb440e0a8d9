// The processes the bench measures: the demo (scripts/start.mjs: demo backend + built app) and the
// plain Express + compression baseline. Everything listens on 127.0.0.1 only.
import { fork, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const LOOPBACK = "127.0.0.1";

export const log = (message) => process.stderr.write(`${message}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now, on the loopback interface. */
export async function freePort() {
  const server = createServer();
  server.listen(0, LOOPBACK);
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  await once(server, "close");
  return port;
}

async function waitForOk(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Keeps the last lines a child wrote, to show them when it fails. */
function tail(stream, lines = 40) {
  const kept = [];
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    kept.push(...chunk.split("\n").filter(Boolean));
    kept.splice(0, Math.max(0, kept.length - lines));
  });
  return kept;
}

async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  const signal = (name) => {
    try {
      process.kill(-child.pid, name); // the group this child leads: start.mjs, the backend, remix-serve
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts scripts/start.mjs on its own free ports with an in-memory demo database and no build step.
 * @param {string} label shown in messages
 * @param {Record<string, string>} env e.g. PAGE_CACHE_SECONDS, DEMO_BACKEND_CMS_DELAY_MS
 */
export async function startDemo(label, env = {}) {
  const [port, backendPort] = [await freePort(), await freePort()];
  const childEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: LOOPBACK,
    PORT: String(port),
    DEMO_BACKEND_PORT: String(backendPort),
    DEMO_BACKEND_DB: ":memory:",
    SKIP_BUILD: "1",
    ...env,
  };
  for (const name of ["CMS_URL", "CORE_URL", "ASSETS_URL", "PREVIEW_TOKEN"]) delete childEnv[name];
  // Its own process group, so stopping it stops the backend and remix-serve too. Request logs are
  // discarded (stdout); errors are kept to explain a failure.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const errors = tail(child.stderr);
  const url = `http://${LOOPBACK}:${port}`;
  try {
    await waitForOk(`${url}/healthz`, 90_000, child);
    await waitForOk(`${url}/readyz`, 30_000, child);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${label}: ${error.message}\n${errors.join("\n")}`);
  }
  log(`  ${label} at ${url} (demo backend on port ${backendPort})`);
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (!stopping) log(`  ✖ ${label} stopped by itself (${signal ?? `code ${code}`}):\n${errors.join("\n")}`);
  });
  return {
    url,
    backendUrl: `http://${LOOPBACK}:${backendPort}`,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    stop: () => {
      stopping = true;
      return stopGroup(child);
    },
  };
}

/**
 * Starts the baseline: Express + compression answering each path with the given bytes and content type.
 * @param {{ path: string; contentType: string; body: Buffer }[]} pages
 */
export async function startBaseline(pages) {
  const child = fork(path.join(ROOT, "scripts/bench/baseline-server.mjs"), {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const ready = once(child, "message");
  child.send({
    host: LOOPBACK,
    pages: pages.map((page) => ({ ...page, body: page.body.toString("base64") })),
  });
  const [{ port }] = await ready;
  return {
    url: `http://${LOOPBACK}:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
