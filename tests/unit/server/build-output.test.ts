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
});
