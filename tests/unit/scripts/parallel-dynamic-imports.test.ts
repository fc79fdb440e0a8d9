import { parallelDynamicImports } from "../../../scripts/parallel-dynamic-imports.mjs";

// root → a (static); root ⇢ lazy (dynamic); lazy → b → c; lazy → a.
const staticImports: Record<string, string[]> = {
  "root.js": ["_shared/a.js"],
  "_shared/lazy.js": ["_shared/b.js", "_shared/a.js"],
  "_shared/b.js": ["_shared/c.js"],
  "_shared/a.js": [],
  "_shared/c.js": [],
  "_shared/leaf.js": [],
};
function importsOf(fileName: string, seen = new Set<string>()) {
  for (const next of staticImports[fileName])
    if (!seen.has(next)) {
      seen.add(next);
      importsOf(next, seen);
    }
  return seen;
}

describe("parallelDynamicImports", () => {
  it("asks for a lazily imported chunk's imports, transitively, with it, leaving out what the importer loaded", () => {
    const code = parallelDynamicImports(
      {
        fileName: "root.js",
        code: "x(() => import('./_shared/lazy.js'));",
        dynamicImports: ["_shared/lazy.js"],
      },
      importsOf,
    );
    expect(code).toBe(
      "x(() => Promise.all([import('./_shared/lazy.js'), import('./_shared/b.js'), import('./_shared/c.js')])" +
        ".then((modules) => modules[0]));",
    );
  });

  it("writes paths relative to the importing chunk, and leaves an import with nothing more to ask for as it is", () => {
    const code = parallelDynamicImports(
      {
        fileName: "_shared/b.js",
        code: "import('../root.js'); import('./leaf.js');",
        dynamicImports: ["root.js", "_shared/leaf.js"],
      },
      importsOf,
    );
    expect(code).toBe(
      "Promise.all([import('../root.js'), import('./a.js')]).then((modules) => modules[0]); import('./leaf.js');",
    );
  });

  it("does not rewrite a dependency's import again inside another import's list", () => {
    const code = parallelDynamicImports(
      {
        fileName: "root.js",
        code: "import('./_shared/b.js'); import('./_shared/lazy.js');",
        dynamicImports: ["_shared/lazy.js", "_shared/b.js"],
      },
      importsOf,
    );
    expect(code).toBe(
      "Promise.all([import('./_shared/b.js'), import('./_shared/c.js')]).then((modules) => modules[0]); " +
        "Promise.all([import('./_shared/lazy.js'), import('./_shared/b.js'), import('./_shared/c.js')])" +
        ".then((modules) => modules[0]);",
    );
  });

  it("leaves the import of a chunk whose imports the page asks for itself (a block's) as it is", () => {
    const chunk = {
      fileName: "root.js",
      code: "import('./_shared/lazy.js');",
      dynamicImports: ["_shared/lazy.js"],
    };
    expect(parallelDynamicImports(chunk, importsOf, new Set(["_shared/lazy.js"]))).toBe(chunk.code);
  });

  it("fails the build when a dynamic import Rollup reports is not in the code as expected", () => {
    expect(() =>
      parallelDynamicImports(
        { fileName: "root.js", code: 'import("./_shared/lazy.js")', dynamicImports: ["_shared/lazy.js"] },
        importsOf,
      ),
    ).toThrow(/no import\('\.\/_shared\/lazy\.js'\)/);
  });
});
