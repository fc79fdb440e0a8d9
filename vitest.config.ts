import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const unitDir = "tests/unit";
const testFiles = readdirSync(unitDir, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join(unitDir, file.split(path.sep).join("/")));
// Component tests opt into the DOM with a `// @vitest-environment jsdom` first line.
const domFiles = testFiles.filter((file) =>
  readFileSync(file, "utf8").startsWith("// @vitest-environment jsdom"),
);
// Compares with what Leaflet detects once, when it is first imported (a high-density screen): a
// window of its own.
const isolatedDomFiles = ["tests/unit/ui/tile-preview.test.ts"];
const sharedDomFiles = domFiles.filter((file) => !isolatedDomFiles.includes(file));
// A node file that mocks modules or changes the environment before its imports needs a module
// registry of its own; the others share a worker's (their modules still afresh per file: setup.ts).
const needsOwnRegistry =
  /vi\.(mock|doMock|resetModules|stubEnv)\b|process\.env(\.\w+|\[[^\]]+\])? *=[^=]|delete process\.env/;
const nodeFiles = testFiles.filter((file) => !domFiles.includes(file));
const isolatedNodeFiles = [
  ...nodeFiles.filter((file) => needsOwnRegistry.test(readFileSync(file, "utf8"))),
  ...isolatedDomFiles,
];
const sharedNodeFiles = nodeFiles.filter((file) => !isolatedNodeFiles.includes(file));

/**
 * The node projects first: their longest files (the fault table, the CMS resilience, the servers) then
 * start early instead of making the tail; the DOM files, many and short, fill in behind them.
 */
class NodeFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => file.project.name !== "jsdom"),
      ...sorted.filter((file) => file.project.name === "jsdom"),
    ];
  }
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    globals: true,
    environment: "node",
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
    sequence: { sequencer: NodeFilesFirst },
    projects: [
      {
        extends: true,
        test: { name: "node", include: isolatedNodeFiles },
      },
      {
        extends: true,
        // A file of its own costs a new process and the test runner's start-up, about 0.35 s of each
        // of the 80-odd short node files: they share a worker, like the DOM files below.
        test: { name: "node-shared", include: sharedNodeFiles, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "jsdom",
          include: sharedDomFiles,
          environment: "jsdom",
          // A jsdom window costs about a second to set up, and the app's modules as long to import:
          // the DOM files share one window and one module graph per worker instead of one per file.
          // tests/unit/setup.ts cleans up after each file what Testing Library would otherwise
          // clean up for the first file only.
          isolate: false,
        },
      },
    ],
  },
});
