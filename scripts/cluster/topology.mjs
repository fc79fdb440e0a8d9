// @ts-check
// The local production topology (issue 35; docs/cluster.md): the demo backend, redis-server, three
// replicas of the built server, HAProxy in front of them and Varnish in front of HAProxy, on
// consecutive loopback ports. `npm run cluster` (scripts/cluster.mjs) and the cluster test
// (scripts/cluster/loadtest.mjs) both start it from here.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { timedGet } from "../local-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The programs the topology runs, and the Debian package of each. */
export const TOOLS = /** @type {const} */ ([
  ["haproxy", "haproxy"],
  ["varnishd", "varnish"],
  ["redis-server", "redis-server"],
]);

/** The programs not installed, as Debian packages (none: []). */
export function missingPackages() {
  return TOOLS.filter(([program]) => spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0).map(
    ([, pkg]) => pkg,
  );
}

/** What to type to install them. @param {string[]} packages */
export const installCommand = (packages) =>
  `${process.getuid?.() === 0 ? "" : "sudo "}apt-get install -y ${packages.join(" ")}`;

export const REPLICAS = 3;

/** Every port from the base one (CLUSTER_BASE_PORT): 12 in a row. @param {number} base */
export function clusterPorts(base) {
  return {
    varnish: base,
    haproxy: base + 1,
    haproxyStats: base + 2,
    backend: base + 3,
    redis: base + 4,
    varnishAdmin: base + 5,
    replicas: Array.from({ length: REPLICAS }, (_, i) => base + 6 + i),
    metrics: Array.from({ length: REPLICAS }, (_, i) => base + 6 + REPLICAS + i),
  };
}
/** @typedef {ReturnType<typeof clusterPorts>} ClusterPorts */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `path` on `port` answers `status` (200). @param {number} port @param {string} pathName */
export async function waitForStatus(port, pathName, timeoutMs = 60_000, status = 200) {
  const deadline = Date.now() + timeoutMs;
  while ((await timedGet(port, pathName)).status !== status) {
    if (Date.now() > deadline) throw new Error(`127.0.0.1:${port}${pathName} did not answer ${status}`);
    await sleep(100);
  }
}

/** Waits until something accepts connections on `port` (redis). @param {number} port */
async function waitForPort(port, timeoutMs = 20_000) {
  const net = await import("node:net");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await sleep(100);
  }
}

/**
 * Starts the topology. Logs go to files in `workDir`; each replica's pid is in replica-N.pid there.
 * @param {{ basePort: number, workDir: string, replicaEnv?: Record<string, string>, testHooks?: boolean,
 *   onReplicaExit?: (index: number, code: number | null, signal: string | null) => void }} options
 */
export async function startCluster({ basePort, workDir, replicaEnv = {}, testHooks = false, onReplicaExit }) {
  const ports = clusterPorts(basePort);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  /** @type {Set<import("node:child_process").ChildProcess>} */
  const running = new Set();

  /** @param {string} name @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
  const run = (name, command, args, env = process.env) => {
    const log = openSync(path.join(workDir, `${name}.log`), "a");
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", log, log] });
    closeSync(log);
    running.add(child);
    child.once("exit", () => running.delete(child));
    return child;
  };
  const backendUrl = `http://127.0.0.1:${ports.backend}`;
  const publicOrigin = `http://localhost:${ports.varnish}`;

  try {
    run("redis", "redis-server", [
      ...["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      ...["--dir", workDir],
    ]);
    run("demo-backend", process.execPath, ["--import", "tsx", "demo-backend/src/main.ts"], {
      ...process.env,
      // The demo's own database (data/demo.sqlite, seeded once): leads stored there show at /leads.
      DEMO_BACKEND_PORT: String(ports.backend),
      ...(testHooks ? { DEMO_BACKEND_TEST_HOOKS: "1" } : {}),
    });
    await Promise.all([waitForPort(ports.redis), waitForStatus(ports.backend, "/healthz", 120_000)]);

    /** The environment of replica `index`: the Dockerfile's command in production. @param {number} index */
    const envOf = (index) => ({
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports.replicas[index]),
      METRICS_PORT: String(ports.metrics[index]),
      CMS_URL: backendUrl,
      CORE_URL: backendUrl,
      ASSETS_URL: `${backendUrl}/assets`,
      SITE_ID: "1",
      CAPTCHA_PROVIDER: "test",
      // Pages carry the CDN's origin, never a request's Host: they may be shared.
      PUBLIC_ORIGIN: publicOrigin,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      // Varnish adds the visitor's address to X-Forwarded-For, HAProxy adds Varnish's: the visitor
      // is the second entry from the right.
      TRUST_PROXY_HOPS: "2",
      // HAProxy notices /readyz within about 2 s; the replica keeps serving a little longer.
      SHUTDOWN_DRAIN_MS: "4000",
      SEARCH_INDEXING: "off",
      ...replicaEnv,
    });
    /** @type {(import("node:child_process").ChildProcess | null)[]} */
    const replicas = Array.from({ length: REPLICAS }, () => null);
    /** @param {number} index */
    const startReplica = async (index) => {
      const child = run(`replica-${index + 1}`, process.execPath, ["server.mjs"], envOf(index));
      replicas[index] = child;
      writeFileSync(path.join(workDir, `replica-${index + 1}.pid`), `${child.pid}\n`);
      child.once("exit", (code, signal) => {
        if (replicas[index] === child) replicas[index] = null;
        onReplicaExit?.(index, code, signal);
      });
      await waitForStatus(ports.replicas[index], "/readyz");
      return child;
    };
    // The replicas boot while HAProxy and Varnish (which compiles its VCL) start.
    const replicasReady = Promise.all(replicas.map((_, index) => startReplica(index)));

    run("haproxy", "haproxy", ["-db", "-f", path.join(root, "deploy", "haproxy", "haproxy.cfg")], {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${ports.haproxy}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${ports.haproxyStats}`,
      ...Object.fromEntries(ports.replicas.map((port, i) => [`REPLICA_${i + 1}`, `127.0.0.1:${port}`])),
    });
    writeFileSync(
      path.join(workDir, "backend.vcl"),
      `backend haproxy {\n    .host = "127.0.0.1";\n    .port = "${ports.haproxy}";\n    .connect_timeout = 2s;\n    .first_byte_timeout = 35s;\n    .between_bytes_timeout = 35s;\n}\n`,
    );
    run("varnish", "varnishd", [
      ...["-F", "-a", `127.0.0.1:${ports.varnish}`, "-T", `127.0.0.1:${ports.varnishAdmin}`],
      ...["-f", path.join(root, "deploy", "varnish", "default.vcl")],
      ...["-p", `vcl_path=${workDir}:${path.join(root, "deploy", "varnish")}`],
      // Its own working directory (the shared memory log), and no privilege switch: the same
      // command as root (CI) and as anyone else.
      ...["-n", path.join(workDir, "varnish"), "-j", "none", "-s", "malloc,256m"],
    ]);
    await replicasReady;
    await waitForStatus(ports.haproxy, "/healthz", 30_000);
    await waitForStatus(ports.varnish, "/healthz", 30_000);
    return {
      ports,
      publicOrigin,
      backendUrl,
      workDir,
      replicas,
      startReplica,
      /**
       * Stops replica `index` with `signal` and waits for it to exit.
       * @param {number} index @param {NodeJS.Signals} signal
       */
      stopReplica: async (index, signal) => {
        const child = replicas[index];
        if (!child) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      },
      stop: () => stopAll(running),
    };
  } catch (error) {
    await stopAll(running);
    throw error;
  }
}
/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

/**
 * SIGINT to each process (as Ctrl-C: the replicas stop without their drain, nothing is in front of
 * them any more), SIGKILL to those still there after 30 s.
 * @param {Set<import("node:child_process").ChildProcess>} running
 */
async function stopAll(running) {
  const children = [...running];
  const exits = children.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of children) child.kill("SIGINT");
  const timer = setTimeout(() => children.forEach((child) => child.kill("SIGKILL")), 30_000);
  await Promise.all(exits);
  clearTimeout(timer);
}
