// What `npm run build` adds after Remix's own build (scripts/chunk-manifest.mjs, scripts/precompress.mjs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { hasBuild, root } from "./harness";

const buildDirectory = path.join(root, "public/build");
const assets = () =>
  hasBuild
    ? readdirSync(buildDirectory, { recursive: true })
        .map(String)
        .filter((name) => /\.(js|css)$/.test(name))
    : [];

type Manifest = {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/** public/build/manifest-*.js: the Remix manifest the browser loads. */
function browserManifest() {
  const manifestFile = readdirSync(buildDirectory).find((name) => /^manifest-.*\.js$/.test(name));
  const text = readFileSync(path.join(buildDirectory, String(manifestFile)), "utf8");
  const manifest = JSON.parse(text.replace(/^window\.__remixManifest=|;$/g, "")) as Manifest;
  return { manifestFile, manifest };
}

describe.skipIf(!hasBuild)("the build's output", () => {
  it("has a brotli and a gzip copy of every script and stylesheet, each decoding to the file", () => {
    const names = assets();
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const file = readFileSync(path.join(buildDirectory, name));
      expect(
        brotliDecompressSync(readFileSync(path.join(buildDirectory, `${name}.br`))).equals(file),
        name,
      ).toBe(true);
      expect(gunzipSync(readFileSync(path.join(buildDirectory, `${name}.gz`))).equals(file), name).toBe(true);
    }
  });

  it("starts the large chunk every page runs (React DOM, Remix: one chunk since issue 33) with V8's compile hint", () => {
    const { manifest } = browserManifest();
    // The entry's own code is in that chunk too (scripts/group-chunks.mjs).
    const sources = [manifest.entry.module, ...manifest.entry.imports].map((url) =>
      readFileSync(path.join(root, "public", url), "utf8"),
    );
    const large = sources.filter((source) => source.length > 32_000);
    expect(large.length).toBeGreaterThanOrEqual(1);
    for (const source of large) expect(source.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    for (const source of sources.filter((source) => source.length < 32_000))
      expect(source.startsWith("//#")).toBe(false);
  });

  it("names, in the browser's and the server's manifest alike, files that exist: few for every page (issue 33)", () => {
    const { manifestFile, manifest: browser } = browserManifest();
    // scripts/group-chunks.mjs writes the server's copy as JSON on its own line.
    const server = readFileSync(path.join(root, "build/index.js"), "utf8").match(
      /^var assets_manifest_default = (\{.*\});$/m,
    )?.[1];
    expect(JSON.parse(String(server))).toEqual(browser);
    expect(browser.url).toBe(`/build/${manifestFile}`);
    const modules = [browser.entry, ...Object.values(browser.routes)];
    for (const url of modules.flatMap((module) => [module.module, ...(module.imports ?? [])]))
      expect(readFileSync(path.join(root, "public", url)).length, url).toBeGreaterThan(0);
    const page = browser.routes["routes/$lang.$"];
    const everyPage = new Set([
      browser.entry.module,
      ...browser.entry.imports,
      page.module,
      ...(page.imports ?? []),
    ]);
    expect(everyPage.size).toBeLessThanOrEqual(4);
  });

  it("asks for a lazily imported chunk's own imports with it, none found only once it arrived (issue 33)", () => {
    const files = assets().filter((name) => name.endsWith(".js"));
    const code = new Map(files.map((name) => [name, readFileSync(path.join(buildDirectory, name), "utf8")]));
    const resolve = (from: string, specifier: string) => path.posix.join(path.posix.dirname(from), specifier);
    const staticImports = (name: string) =>
      [...String(code.get(name)).matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)].map((m) => resolve(name, m[1]));
    const closure = (name: string, seen = new Set<string>()) => {
      for (const next of staticImports(name))
        if (!seen.has(next)) {
          seen.add(next);
          closure(next, seen);
        }
      return seen;
    };
    // A block's chunks: the page's preload links name their imports (build/chunk-manifest.json).
    const blocks = JSON.parse(readFileSync(path.join(root, "build/chunk-manifest.json"), "utf8")) as {
      blocks: Record<string, string[]>;
    };
    const namedByPages = new Set(
      Object.values(blocks.blocks)
        .flat()
        .map((url) => url.slice("/build/".length)),
    );
    let checked = 0;
    for (const name of files) {
      const loaded = closure(name).add(name);
      const source = String(code.get(name));
      for (const call of source.matchAll(
        /(Promise\.all\(\[)?import\("(\.[^"]+)"\)((?:,import\("\.[^"]+"\))*)/g,
      )) {
        const askedWith = [...call[3].matchAll(/"(\.[^"]+)"/g)].map((m) => resolve(name, m[1]));
        const target = resolve(name, call[2]);
        const needed = namedByPages.has(target)
          ? []
          : [...closure(target)].filter((dependency) => !loaded.has(dependency));
        expect(askedWith.sort(), `${name}: import("${call[2]}")`).toEqual(needed.sort());
        checked += needed.length > 0 ? 1 : 0;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
