import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Component tests opt into the DOM with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    globals: true,
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then runs
    // the files one after another, half the machine idle. A file's time is mostly its environment and
    // imports, not waiting: one worker per core.
    maxWorkers: "100%",
    // A loaded machine (other builds beside the suite) runs a 1 s test in many seconds; 5 s and 10 s
    // failed tests there that pass alone. A test that really hangs still fails, later. Tests never
    // bound their own speed: time-outs are tested with fake timers or against a measured baseline.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
