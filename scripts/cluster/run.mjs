// @ts-check
// `npm run loadtest -- --cluster [--reduced]`: the cluster test, or a note saying what to install.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printClusterTable, runClusterTest } from "./loadtest.mjs";
import { installCommand, missingPackages } from "./topology.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** @param {boolean} reduced @returns {Promise<number>} the exit code */
export async function runClusterCommand(reduced) {
  const missing = missingPackages();
  if (missing.length > 0) {
    // Like the shared rate limit's test: said and skipped, never installed here (.ci/run installs them).
    console.warn(`Cluster test skipped: ${missing.join(", ")} not installed (${installCommand(missing)}).`);
    return 0;
  }
  if (!existsSync(path.join(root, "build", "index.js"))) {
    console.error("There is no build/: run `npm run build` first.");
    return 2;
  }
  // Its own ports by default, apart from a running `npm run cluster` (3400).
  const basePort = Number(process.env.CLUSTER_BASE_PORT || 3430);
  try {
    const report = await runClusterTest(reduced, basePort);
    console.log(`\nCluster test (${reduced ? "reduced" : "full"}), ${new Date().toISOString()}`);
    printClusterTable(report);
    if (process.env.LOADTEST_REPORT) writeFileSync(process.env.LOADTEST_REPORT, JSON.stringify(report));
    return Object.values(report.verdicts).every(Boolean) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    return 2;
  }
}
