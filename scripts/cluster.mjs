// @ts-check
// npm run cluster: the production topology on this machine (issue 35; docs/cluster.md). Varnish (the
// CDN) → HAProxy → 3 replicas of the built server (`node server.mjs`, as the Dockerfile runs it) →
// the demo backend, with redis-server for the shared form rate limit. Ports from CLUSTER_BASE_PORT
// (3400). A replica that exits is started again, as an orchestrator would: `kill <pid>` is a
// restart. Ctrl-C stops everything. Installs nothing: it names the packages missing.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installCommand, missingPackages, startCluster } from "./cluster/topology.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const missing = missingPackages();
if (missing.length > 0) {
  console.error(
    `Missing: ${missing.join(", ")} (Debian packages). Install with:\n  ${installCommand(missing)}`,
  );
  process.exit(1);
}
if (!existsSync(path.join(root, "build", "index.js"))) {
  console.error("There is no build/: run `npm run build` first.");
  process.exit(1);
}

const basePort = Number(process.env.CLUSTER_BASE_PORT || 3400);
const workDir = path.join(os.tmpdir(), `cluster-${basePort}`);
let stopping = false;
console.log(`Starting the cluster (logs in ${workDir})…`);
/** @type {import("./cluster/topology.mjs").Cluster} */
const cluster = await startCluster({
  basePort,
  workDir,
  onReplicaExit: (index, code, signal) => {
    if (stopping) return;
    console.log(`replica-${index + 1} exited (${signal ?? `code ${code}`}); starting it again`);
    cluster.startReplica(index).then(
      (child) => console.log(`replica-${index + 1} ready again (pid ${child.pid})`),
      (error) => console.error(`replica-${index + 1} did not start again: ${error.message}`),
    );
  },
});
const { ports } = cluster;
const pidFile = (/** @type {number} */ i) => path.join(workDir, `replica-${i + 1}.pid`);
console.log(`
The site (through the CDN): http://localhost:${ports.varnish}/fr  ·  http://localhost:${ports.varnish}/en
  Varnish (CDN)      127.0.0.1:${ports.varnish}    X-Cache: MISS, HIT, STALE or PASS on each answer
  HAProxy            127.0.0.1:${ports.haproxy}    stats http://127.0.0.1:${ports.haproxyStats}/ (Prometheus: /metrics)
${ports.replicas
  .map(
    (port, i) =>
      `  replica-${i + 1}          127.0.0.1:${port}    metrics http://127.0.0.1:${ports.metrics[i]}/metrics`,
  )
  .join("\n")}
  demo backend       ${cluster.backendUrl}    leads at ${cluster.backendUrl}/leads
  redis-server       127.0.0.1:${ports.redis}

Restart a replica (drains, then is started again):  kill $(cat ${pidFile(0)})
Kill one outright:                                  kill -9 $(cat ${pidFile(1)})
Stop the cluster: Ctrl-C.`);

/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  cluster.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
