// After `remix build` and scripts/chunk-manifest.mjs: the browser build bundled again with Rollup, so
// a page's first view needs a handful of scripts instead of 20 to 45.
//
// Why: esbuild's code splitting (Remix's classic compiler) writes one chunk per set of entry points
// sharing code: 20 chunks every page runs, 20 more for the search block. Over HTTP/1.1 (6 connections
// per host) each 6 cost a round trip, 560 ms on a phone network (docs/performance.md).
// How: Rollup reads the built modules as they are (each esbuild chunk is one module here) and writes
//  - one chunk with the entry, the root and everything they and the page route share (the root's
//    own file: the route imports it);
//  - a chunk per lazily imported module (blocks, text namespaces, messages), as before;
//  - the code those share, in a few larger chunks (groupSharedCode below);
//  - each dynamic import asking for the target's own imports at the same time
//    (scripts/parallel-dynamic-imports.mjs).
// Then each chunk is minified again (esbuild, then Terser) and the Remix manifest
// (public/build/manifest-*.js and the server build's copy), build/chunk-manifest.json and the compile
// hints follow the new files.
// Deterministic: same input files, same output names and bytes.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { rollup } from "rollup";
import { minify } from "terser";
import { parallelDynamicImports } from "./parallel-dynamic-imports.mjs";

const PUBLIC = path.resolve("public");
const BUILD = path.join(PUBLIC, "build");
const SERVER_BUILD = path.resolve("build/index.js");
const CHUNK_MANIFEST = path.resolve("build/chunk-manifest.json");
/** How much code (bytes before minifying) a lazily imported module may load that it does not use. */
const EXTRA_BYTES_PER_MODULE = Number(process.env.GROUP_CHUNKS_EXTRA_BYTES ?? 4_000);
/** Shared code reached by at least this share of the lazily imported modules goes in one chunk. */
const COMMON_SHARE = Number(process.env.GROUP_CHUNKS_COMMON_SHARE ?? 0.25);
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const HINTED_MIN_BYTES = 32_000;

const manifestName = readdirSync(BUILD).find((name) => /^manifest-\w+\.js$/.test(name));
if (!manifestName) throw new Error("group-chunks: no public/build/manifest-*.js (run remix build)");
const MANIFEST_PREFIX = "window.__remixManifest=";
const manifest = JSON.parse(
  readFileSync(path.join(BUILD, manifestName), "utf8").replace(MANIFEST_PREFIX, "").replace(/;\s*$/, ""),
);

const fileOf = (url) => path.join(PUBLIC, url);
const chunkManifest = JSON.parse(readFileSync(CHUNK_MANIFEST, "utf8"));
/** Each block's own module (scripts/chunk-manifest.mjs lists it first). */
const blockModules = new Set(Object.values(chunkManifest.blocks).map((files) => fileOf(files[0])));
const PAGE_ROUTE = "routes/$lang.$";
const entryFile = fileOf(manifest.entry.module);
// Everything every page runs besides the entry's and the page route's own code: one chunk, the root's.
const everyPage = new Set(
  [
    ...manifest.entry.imports,
    manifest.routes.root.module,
    ...manifest.routes.root.imports,
    ...manifest.routes[PAGE_ROUTE].imports,
  ].map(fileOf),
);

const inputs = {};
for (const [id, route] of Object.entries(manifest.routes)) inputs[id] = fileOf(route.module);
// The entry's own code (1 KB) in the root's chunk too: one request less on every page. Remix's
// inline script imports the root, then the page route, sets the route modules, then imports the
// entry: the entry's code now runs as the root's chunk is evaluated, before the route modules are
// set, but hydration waits on its messages' and blocks' dynamic imports, which settle only after
// that script (a module graph without top-level await is evaluated in one go).
const EVERY_PAGE_INPUT = "\0every-page";
const rootFile = inputs.root;
inputs.root = EVERY_PAGE_INPUT;
everyPage.add(entryFile);

/**
 * Code the lazily imported modules (blocks, text namespaces) share, in groups. Rollup's default is a
 * chunk per set of those modules reaching the code, 20 for the search block alone. Groups are merged
 * two by two, cheapest first, while no lazily imported module would load more than
 * EXTRA_BYTES_PER_MODULE of code it does not use: a few more bytes, far fewer requests.
 */
let groupOfModule;
function groupOf(id, { getModuleIds, getModuleInfo }) {
  groupOfModule ??= groupSharedCode([...getModuleIds()], getModuleInfo);
  return groupOfModule.get(id);
}

function groupSharedCode(moduleIds, getModuleInfo) {
  const reachedBy = new Map();
  for (const lazy of moduleIds) {
    if (everyPage.has(lazy) || getModuleInfo(lazy).dynamicImporters.length === 0) continue;
    const stack = [lazy];
    const seen = new Set(stack);
    while (stack.length) {
      const current = stack.pop();
      if (!reachedBy.has(current)) reachedBy.set(current, new Set());
      reachedBy.get(current).add(lazy);
      for (const next of getModuleInfo(current).importedIds)
        if (!seen.has(next) && !everyPage.has(next)) {
          seen.add(next);
          stack.push(next);
        }
    }
  }
  // Shared code only: a lazily imported module's own code stays in its chunk.
  const groups = new Map();
  for (const [id, lazies] of reachedBy) {
    if (lazies.size < 2) continue;
    const key = [...lazies].sort().join("|");
    if (!groups.has(key)) groups.set(key, { lazies, modules: [], bytes: 0 });
    const group = groups.get(key);
    group.modules.push(id);
    group.bytes += getModuleInfo(id).code?.length ?? 0;
  }
  // Code most blocks share (a heading, a link, the routes' paths): one chunk, whatever it costs the
  // few that use little of it. Each of these was its own 1 KB chunk, and on a page with a few blocks
  // they made up most of its requests: over HTTP/1.1's 6 connections, a round trip each 6. Counted
  // over blocks, not text namespaces: a block page's first view loads this chunk anyway.
  const blocksReaching = (group) => [...group.lazies].filter((lazy) => blockModules.has(lazy)).length;
  const common = [...groups.values()].filter(
    (group) => blocksReaching(group) >= blockModules.size * COMMON_SHARE,
  );
  if (common.length > 1) {
    const merged = {
      lazies: new Set(common.flatMap((group) => [...group.lazies])),
      modules: common.flatMap((group) => group.modules),
      bytes: common.reduce((sum, group) => sum + group.bytes, 0),
    };
    for (const group of common) groups.delete([...group.lazies].sort().join("|"));
    groups.set("common", merged);
  }
  const extra = new Map();
  const cost = (a, b) => {
    let worst = 0;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ])
      for (const lazy of to.lazies)
        if (!from.lazies.has(lazy)) worst = Math.max(worst, (extra.get(lazy) ?? 0) + from.bytes);
    return worst;
  };
  let list = [...groups.values()].sort((a, b) => a.modules[0].localeCompare(b.modules[0]));
  for (;;) {
    let best = null;
    for (let i = 0; i < list.length; i += 1)
      for (let j = i + 1; j < list.length; j += 1) {
        const price = cost(list[i], list[j]);
        if (price <= EXTRA_BYTES_PER_MODULE && (!best || price < best.price)) best = { i, j, price };
      }
    if (!best) break;
    const [a, b] = [list[best.i], list[best.j]];
    for (const lazy of b.lazies) if (!a.lazies.has(lazy)) extra.set(lazy, (extra.get(lazy) ?? 0) + a.bytes);
    for (const lazy of a.lazies) if (!b.lazies.has(lazy)) extra.set(lazy, (extra.get(lazy) ?? 0) + b.bytes);
    const merged = {
      lazies: new Set([...a.lazies, ...b.lazies]),
      modules: [...a.modules, ...b.modules],
      bytes: a.bytes + b.bytes,
    };
    list = list.filter((_, index) => index !== best.i && index !== best.j).concat(merged);
  }
  const byModule = new Map();
  for (const group of list) {
    const name = `shared-${path.basename(group.modules.sort()[0], ".js").replace(/^chunk-/, "")}`;
    for (const id of group.modules) byModule.set(id, name);
  }
  return byModule;
}

const withoutHash = (name) => name.replace(/-[A-Z0-9]{8}$/, "");
const bundle = await rollup({
  input: inputs,
  preserveEntrySignatures: "allow-extension",
  plugins: [
    {
      name: "built-files",
      // The built modules import each other by URL (/build/_shared/chunk-….js).
      resolveId: (source) =>
        source === EVERY_PAGE_INPUT ? source : source.startsWith("/build/") ? fileOf(source) : null,
      // The root's module with the entry's after it, as one input.
      load: (id) =>
        id === EVERY_PAGE_INPUT
          ? [rootFile, entryFile]
              .map((file) => `/build/${path.relative(BUILD, file)}`)
              .map((url, index) =>
                index ? `import "${url}";` : `export * from "${url}";\nexport { default } from "${url}";`,
              )
              .join("\n")
          : null,
    },
  ],
  logLevel: "warn",
  onwarn(warning, warn) {
    if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
  },
});
const { output } = await bundle.generate({
  format: "es",
  entryFileNames: (chunk) => `${withoutHash(chunk.name)}-[hash].js`,
  chunkFileNames: (chunk) => `_shared/${withoutHash(chunk.name)}-[hash].js`,
  hashCharacters: "base36",
  manualChunks: (id, meta) => (everyPage.has(id) || id === EVERY_PAGE_INPUT ? "root" : groupOf(id, meta)),
  minifyInternalExports: true,
});
await bundle.close();

// Where each old module went; the old files and manifest go.
const chunkOfModule = new Map();
const chunkByName = new Map();
for (const chunk of output) {
  if (chunk.type !== "chunk") throw new Error(`group-chunks: unexpected asset ${chunk.fileName}`);
  chunkByName.set(chunk.fileName, chunk);
  for (const id of Object.keys(chunk.modules)) chunkOfModule.set(id, chunk.fileName);
}
const newUrlOf = (oldUrl) => {
  const chunk = chunkOfModule.get(fileOf(oldUrl));
  if (!chunk) throw new Error(`group-chunks: ${oldUrl} is in no new chunk`);
  return `/build/${chunk}`;
};
/** A chunk's static imports, transitively, as URLs (itself excluded). */
function importsOf(fileName, seen = new Set()) {
  for (const dependency of chunkByName.get(fileName).imports)
    if (!seen.has(dependency)) {
      seen.add(dependency);
      importsOf(dependency, seen);
    }
  return seen;
}
const urlsOf = (files) => [...files].sort().map((file) => `/build/${file}`);

// A block's chunks are named by its page's preload links (app/blocks/chunks.server.ts, and on a
// client-side navigation app/root.tsx): their imports need no asking for again.
const namedByPages = new Set(
  Object.values(chunkManifest.blocks)
    .flat()
    .map((oldUrl) => newUrlOf(oldUrl).slice("/build/".length)),
);

for (const id of chunkOfModule.keys()) if (id !== EVERY_PAGE_INPUT) rmSync(id);
rmSync(path.join(BUILD, manifestName));
for (const chunk of output) {
  const file = path.join(BUILD, chunk.fileName);
  mkdirSync(path.dirname(file), { recursive: true });
  const minified = await transform(parallelDynamicImports(chunk, importsOf, namedByPages), {
    format: "esm",
    minify: true,
    legalComments: "none",
    // No bundler defines it in the browser: the dev-only branches of jotai and zustand go.
    define: { "import.meta.env": "undefined" },
  });
  // Terser after esbuild: 4 % fewer gzip bytes (the root's chunk 93.7 → 89.7 KB) that esbuild's
  // minifier leaves (docs/performance.md). More passes gained nothing.
  const smaller = await minify(minified.code, { module: true });
  writeFileSync(file, smaller.code);
}

// The Remix manifest: each module's new file and its static imports (what the HTML preloads).
const moduleEntry = (oldUrl) => {
  const fileName = newUrlOf(oldUrl).slice("/build/".length);
  return { module: `/build/${fileName}`, imports: urlsOf(importsOf(fileName)) };
};
const entry = moduleEntry(manifest.entry.module);
manifest.entry = { module: entry.module, imports: entry.imports };
for (const route of Object.values(manifest.routes)) {
  const { module, imports } = moduleEntry(route.module);
  route.module = module;
  if (imports.length) route.imports = imports;
  else delete route.imports;
}
const version = createHash("sha256")
  .update(JSON.stringify({ ...manifest, version: "", url: "" }))
  .digest("hex")
  .slice(0, 8);
manifest.version = version;
manifest.url = `/build/manifest-${version.toUpperCase()}.js`;
writeFileSync(fileOf(manifest.url), `${MANIFEST_PREFIX}${JSON.stringify(manifest)};`);

const server = readFileSync(SERVER_BUILD, "utf8");
const ASSETS_LINE = /^var assets_manifest_default = \{.*\};$/m;
if (!ASSETS_LINE.test(server)) throw new Error("group-chunks: no assets manifest line in build/index.js");
writeFileSync(
  SERVER_BUILD,
  server.replace(ASSETS_LINE, () => `var assets_manifest_default = ${JSON.stringify(manifest)};`),
);

// build/chunk-manifest.json: the chunks of each block, namespace and language beyond every page's.
const alwaysLoaded = new Set(
  [manifest.entry, manifest.routes.root, manifest.routes[PAGE_ROUTE]].flatMap((module) => [
    module.module,
    ...(module.imports ?? []),
  ]),
);
const regroup = (oldUrls) => {
  const files = new Set();
  for (const oldUrl of oldUrls) {
    const fileName = newUrlOf(oldUrl).slice("/build/".length);
    files.add(fileName);
    importsOf(fileName, files);
  }
  return urlsOf(files).filter((url) => !alwaysLoaded.has(url));
};
chunkManifest.blocks = Object.fromEntries(
  Object.entries(chunkManifest.blocks).map(([type, oldUrls]) => [type, regroup(oldUrls)]),
);
// The order the page asks for them: every page's own first (the root's chunk, the largest and the one
// all others import), then the largest first. Over HTTP/1.1 a chunk asked for late waits for one of 6
// connections; the small ones can wait, the root's cannot.
const sizeOf = (url) => readFileSync(fileOf(url)).length;
chunkManifest.first = [manifest.routes.root.module, manifest.routes[PAGE_ROUTE].module];
chunkManifest.bytes = Object.fromEntries(
  Object.values(chunkManifest.blocks)
    .flat()
    .sort()
    .map((url) => [url, sizeOf(url)]),
);
writeFileSync(CHUNK_MANIFEST, `${JSON.stringify(chunkManifest, null, 1)}\n`);

// Hydration calls most functions of the large chunks every page runs (React DOM, Remix). V8
// otherwise compiles each function on the main thread at its first call; with this comment first
// in the file, Chromium (136+) compiles them all while the file streams in, off the main thread.
// Other browsers read a comment. Small chunks are left alone: ~25 gzip bytes each for little code.
let hinted = 0;
for (const url of alwaysLoaded) {
  const file = fileOf(url);
  const code = readFileSync(file, "utf8");
  if (code.length < HINTED_MIN_BYTES) continue;
  writeFileSync(file, COMPILE_HINT + code);
  hinted += 1;
}
console.log(
  `group-chunks: ${chunkOfModule.size} modules in ${output.length} chunks; every page: ${alwaysLoaded.size} ` +
    `files; compile hints: ${hinted}`,
);
