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
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
