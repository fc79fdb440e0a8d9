// After `remix build`: which script chunks each block type needs, beyond what the page route already
// loads, written to build/chunk-manifest.json for the server's modulepreload links. (Texts are not
// preloaded: a page carries its first view's, app/i18n/page-texts.tsx.)
// The block types come from app/blocks/registry.ts, the chunks from esbuild's metafile.
// scripts/group-chunks.mjs then maps these lists onto the chunks it writes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith(".js"));
const outputOfEntry = new Map(
  outputs.flatMap(([file, info]) => (info.entryPoint ? [[info.entryPoint, file]] : [])),
);

function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of metafile.outputs[file]?.imports ?? [])
    if (dependency.kind === "import-statement" && dependency.path.endsWith(".js"))
      staticClosure(dependency.path, seen);
  return seen;
}

function entryFile(entryPoint) {
  const file = outputOfEntry.get(entryPoint);
  if (!file) throw new Error(`chunk-manifest: no chunk for ${entryPoint}`);
  return file;
}

// Already loaded on every page: the entry, the root and the page route with their imports.
const alwaysLoaded = new Set();
for (const entryPoint of [
  "app/entry.client.tsx",
  "browser-route-module:root.tsx?browser",
  "browser-route-module:routes/$lang.$.tsx?browser",
])
  staticClosure(entryFile(entryPoint), alwaysLoaded);

const toUrl = (file) => file.replace(/^public/, "");
function chunksOf(sourcePath) {
  const candidates = ["", ".tsx", ".ts"].map((extension) => `${sourcePath}${extension}`);
  const source = candidates.find((candidate) => existsSync(candidate) && outputOfEntry.has(candidate));
  if (!source) throw new Error(`chunk-manifest: no chunk for ${sourcePath}`);
  return [...staticClosure(entryFile(source))].filter((file) => !alwaysLoaded.has(file)).map(toUrl);
}

const registry = readFileSync("app/blocks/registry.ts", "utf8");
// Keys are quoted, or bare where Prettier leaves them so (`highlights: [`).
const entries = [...registry.matchAll(/^\s*"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("\.\/([^"]+)"\)/gm)];
const declared = (registry.match(/^\s*"?[\w-]+"?:\s*\(\)\s*=>/gm) ?? []).length;
if (entries.length === 0 || entries.length !== declared)
  throw new Error(`chunk-manifest: read ${entries.length} of ${declared} registry entries; keep their form`);

const manifest = {
  blocks: Object.fromEntries(entries.map(([, type, path]) => [type, chunksOf(`app/blocks/${path}`)])),
};
writeFileSync("build/chunk-manifest.json", `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`chunk-manifest: ${entries.length} block types, ${outputs.length} chunks`);
