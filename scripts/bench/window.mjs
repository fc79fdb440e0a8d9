// 10. Leads sent while the page's code arrives: the lead journeys of tests/e2e/before-code.spec.ts
// (the page's scripts held back 0.5, 1.5 and 3 s, or never released; typed, autofilled, sent at once),
// each repeated BENCH_WINDOW_RUNS times by Playwright itself (`--repeat-each`), on a demo of the
// bench's own. Each journey notes the address it sent from (a "lead sent" annotation, just before
// Send); the bench then counts that address's leads at the demo backend's /__test/submissions: none
// is a lost lead, two or more a doubled one. Target: 0 of either.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, log, startDemo } from "./servers.mjs";

const SPEC = "tests/e2e/before-code.spec.ts";
/** The spec's lead journeys (their titles end in "one lead with what was typed"). */
const LEAD_JOURNEYS = "one lead with what was typed";
export const LEAD_SENT = "lead sent";

/** Every test result of a Playwright JSON report, with the addresses its journey sent from. */
function resultsOf(report) {
  const results = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          results.push({
            title: spec.title,
            status: result.status,
            error: (result.error?.message ?? "").split("\n")[0].slice(0, 200),
            sent: (result.annotations ?? test.annotations ?? [])
              .filter((annotation) => annotation.type === LEAD_SENT)
              .map((annotation) => annotation.description),
          });
  };
  for (const suite of report.suites) walk(suite);
  return results;
}

/**
 * Counts how many leads went through, were lost and were doubled over `runs` repetitions of each
 * lead journey.
 * @param {number} runs
 */
export async function measureWindowLeads(runs) {
  const demo = await startDemo("window demo", {
    DEMO_BACKEND_TEST_HOOKS: "1",
    PAGE_CACHE_SECONDS: "0",
    FORM_RATE_LIMIT: "0",
    EVENT_LOOP_DELAY_LIMIT_MS: "0",
    UPSTREAM_TIMEOUT_MS: "3000",
  });
  const folder = mkdtempSync(path.join(os.tmpdir(), "bench-window-"));
  const reportFile = path.join(folder, "report.json");
  try {
    const { port } = new URL(demo.url);
    const { port: backendPort } = new URL(demo.backendUrl);
    // Playwright's config sees a demo already answering on E2E_PORT and uses it (reuseExistingServer).
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "node_modules/@playwright/test/cli.js"),
        "test",
        SPEC,
        "--grep",
        LEAD_JOURNEYS,
        `--repeat-each=${runs}`,
        "--workers=1",
        "--retries=0",
        "--reporter=json",
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CI: "",
          SKIP_BUILD: "1",
          E2E_PORT: port,
          E2E_BACKEND_PORT: backendPort,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    await once(child, "exit");
    const results = resultsOf(JSON.parse(readFileSync(reportFile, "utf8")));
    const leads = await (await fetch(`${demo.backendUrl}/__test/submissions`)).json();
    const leadsOf = (email) => leads.filter((lead) => lead.payload?.email === email).length;
    const sent = results.flatMap((result) => result.sent);
    const lost = sent.filter((email) => leadsOf(email) === 0).length;
    const doubled = sent.filter((email) => leadsOf(email) > 1).length;
    const failed = results.filter((result) => result.status !== "passed" && result.status !== "skipped");
    log(
      `  ${results.length} journeys, ${sent.length} sends: ${lost} lost, ${doubled} doubled; ` +
        `${failed.length} journey(s) failed`,
    );
    for (const result of failed) log(`    failed: ${result.title}: ${result.error}`);
    return [
      {
        name: "lead journeys before the code",
        journeys: results.length,
        sends: sent.length,
        lost,
        doubled,
        failedJourneys: failed.length,
        failedTitles: [...new Set(failed.map((result) => result.title))],
        failures: failed.map((result) => `${result.title}: ${result.error}`),
        pass: sent.length > 0 && lost === 0 && doubled === 0,
      },
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await demo.stop();
  }
}
