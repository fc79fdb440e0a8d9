import { readFileSync } from "node:fs";
import { join } from "node:path";
import { APP_DIR, appSourceFiles, importCircles, importGraph } from "./app-graph";

const MAX_LINES = 300;

describe("app/ structure", () => {
  it("has no import circle (type imports count)", () => {
    expect(importCircles(importGraph()).map((circle) => circle.join(" → "))).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });

  it("resolves ~/ and relative imports, type-only ones too", () => {
    const graph = importGraph(["forms/contact/handler.server.ts"]);
    expect(graph.get("forms/contact/handler.server.ts")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^forms\/.*\.ts$/)]),
    );
  });

  it(`has no TypeScript file over ${MAX_LINES} lines`, () => {
    const tooLong = appSourceFiles()
      .map((file) => ({ file, lines: readFileSync(join(APP_DIR, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(tooLong).toEqual([]);
  });
});
