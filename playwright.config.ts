import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "./scripts/browser-path.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3211);
export const PREVIEW_TOKEN = "e2e-preview-token-0123456789";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on a 2-core machine, in CI and in `npm test` alike (Playwright's default there is one): a
  // browser test partly waits (a page load, a server's answer, scripts held back), and a third worker
  // fills those waits; a fourth brought the slowest tests near the time-out on a busy machine
  // (docs/testing.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hang, not a speed bound: beside other builds, a test that loads a page, waits
  // for its code and runs axe took over 30 s on the 2-core machine.
  timeout: 60_000,
  // Lazy chunks (the map, masks, overlays) arrive later on a busy 2-core machine: assertions wait 10 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test (to keep the failing ones' only) added about 45 % to the CPU time
    // of a spec file: only a retried test records one (`--trace on` records them all, to look into one).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: testChromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DEMO_BACKEND_PORT: String(BACKEND_PORT),
      DEMO_BACKEND_DB: ":memory:",
      DEMO_BACKEND_TEST_HOOKS: "1",
      PREVIEW_TOKEN,
      PAGE_CACHE_SECONDS: "0",
      // Every test posts from 127.0.0.1: one client to the rate limit (tested in tests/unit/server).
      FORM_RATE_LIMIT: "0",
      // Chromium shares the 2 cores with the server: its lag is the browser's load, not the site's.
      // Shedding on event-loop delay is tested in tests/unit/server and the load test.
      EVENT_LOOP_DELAY_LIMIT_MS: "0",
      UPSTREAM_TIMEOUT_MS: "3000",
      SKIP_BUILD: process.env.SKIP_BUILD ?? "0",
    },
  },
});
