// npm test: type check, lint, format, production build, unit tests, then browser tests against the build.
// A step is one command, or a list of commands run side by side (their output printed as each ends).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { BUILD_STAMP, buildIsCurrent } from "./build-freshness.mjs";

const buildStep = buildIsCurrent()
  ? ["Production build: up to date, reused", "node", ["-e", ""]]
  : ["Production build", "npm", ["run", "build"], () => writeFileSync(BUILD_STAMP, "")];

const steps = [
  // None of these needs another's output and each is mostly one process on one core: two at a time
  // on 2 cores. The build first: it takes the longest and leaves a core mostly idle while it writes.
  // The browser's install (apt-get on a fresh machine) mostly waits on the network beside it.
  [
    // Built before the unit tests: the production server's tests run against the build.
    buildStep,
    ["Browser", "node", ["scripts/ensure-browser.mjs"]],
    ["Type check", "npx", ["tsc"]],
    ["Lint", "npx", ["eslint", "--max-warnings", "0", "."]],
    ["Format", "npx", ["prettier", "--check", "."]],
  ],
  // Side by side, two at a time: the unit tests beside the reduced load test (20 connections, 10 s:
  // scripts/loadtest.mjs) then the reduced cluster test (Varnish → HAProxy → 3 replicas through a
  // rolling restart, a CMS outage and leads; skipped, with the command to install them, without
  // haproxy/varnish). The load and cluster tests wait on restarts and drains for about half their
  // time: 168 s side by side against 220 s one after the other (docs/testing.md).
  [
    ["Unit tests", "npx", ["vitest", "run"]],
    ["Load test (reduced)", "node", ["scripts/loadtest.mjs", "--reduced"]],
    ["Cluster test (reduced)", "node", ["scripts/loadtest.mjs", "--cluster", "--reduced"]],
  ],
  ["Browser tests", "npx", ["playwright", "test"]],
];

const env = { ...process.env, SKIP_BUILD: "1" };
const seconds = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

/** Runs one command; `quiet` keeps its output until it ends (for commands run side by side). */
function run([name, command, args, onSuccess], quiet) {
  const start = Date.now();
  if (!quiet) console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      if (code === 0) onSuccess?.();
      if (quiet) console.log(`\n▶ ${name}: ${command} ${args.join(" ")}\n${output.trimEnd()}`);
      console.log(`${code === 0 ? "✔" : "✖"} ${name} (${seconds(start)})`);
      resolve({ name, code });
    }),
  );
}

/** Runs the commands at most `parallel` at a time; resolves with those that failed. */
async function runSideBySide(commands, parallel) {
  const queue = [...commands];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await run(next, true);
      if (result.code !== 0) failed.push(result);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return failed;
}

const start = Date.now();
for (const step of steps) {
  const failed = Array.isArray(step[0])
    ? await runSideBySide(step, 2)
    : [await run(step, false)].filter((result) => result.code !== 0);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.map((result) => result.name).join(", ")} failed`);
    process.exit(failed[0].code ?? 1);
  }
}
console.log(`\n✔ All checks passed (${seconds(start)})`);
