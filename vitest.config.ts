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
    // A loaded machine (other builds beside the suite) runs a 1 s test in many seconds; 5 s and 10 s
    // failed tests there that pass alone. A test that really hangs still fails, later. Tests never
    // bound their own speed: time-outs are tested with fake timers or against a measured baseline.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
