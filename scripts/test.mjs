// npm test: type check, lint, unit tests, production build, then browser tests against it.
import { spawnSync } from "node:child_process";

const steps = [
  ["Type check", "npx", ["tsc"]],
  ["Lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["Format", "npx", ["prettier", "--check", "."]],
  ["Unit tests", "npx", ["vitest", "run"]],
  ["Production build", "npm", ["run", "build"]],
  ["Browser", "node", ["scripts/ensure-browser.mjs"]],
  ["Browser tests", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, SKIP_BUILD: "1" } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ All checks passed");
