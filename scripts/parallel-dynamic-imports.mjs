// A lazily imported chunk's own imports, asked for with it: no chunk found only after another arrived.
//
// `import("./ContactModal.js")` fetches that chunk, and only once it has arrived does the browser read
// its `import … from "./shared-….js"` and ask for those, then theirs: three round trips in a row
// (560 ms each on a phone network) for the contact modal, two for the blog's category dropdown. Vite
// rewrites such imports to preload the target's dependencies; the classic Remix compiler does not.
// Here each `import("X")` in a chunk becomes `Promise.all([import("X"), import(dep), …]).then(m => m[0])`,
// over every chunk X needs (transitively) that the importing chunk has not already loaded itself.
// Block chunks are left as they are: the page's preload links name their imports, and asking again
// for them from the block registry (every page's chunk) cost 1.2 KB of gzip on every page.
// The browser's module map fetches each once; dynamic imports carry the importing script's nonce,
// so the CSP's 'strict-dynamic' accepts them as it accepts the import of X.
import path from "node:path";

/**
 * @param {{ fileName: string; code: string; dynamicImports: string[] }} chunk
 * @param {(fileName: string) => Set<string>} importsOf a chunk's static imports, transitively
 * @param {Set<string>} [preloaded] chunks whose imports the page asks for itself (left as they are)
 * @returns {string} the chunk's code, each dynamic import of another chunk asking for its imports too
 */
export function parallelDynamicImports(chunk, importsOf, preloaded = new Set()) {
  const loaded = importsOf(chunk.fileName);
  loaded.add(chunk.fileName);
  const specifier = (fileName) => {
    const relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName);
    return relative.startsWith(".") ? relative : `./${relative}`;
  };
  const replacements = new Map();
  for (const target of new Set(chunk.dynamicImports)) {
    const call = `import('${specifier(target)}')`;
    if (!chunk.code.includes(call))
      throw new Error(`parallel-dynamic-imports: no ${call} in ${chunk.fileName}`);
    if (preloaded.has(target)) continue;
    const dependencies = [...importsOf(target)].filter((fileName) => !loaded.has(fileName)).sort();
    if (dependencies.length === 0) continue;
    const calls = [call, ...dependencies.map((fileName) => `import('${specifier(fileName)}')`)];
    replacements.set(call, `Promise.all([${calls.join(", ")}]).then((modules) => modules[0])`);
  }
  // One pass: a dependency that is also imported lazily here is not rewritten inside another's list.
  return chunk.code.replace(/import\('[^']+'\)/g, (call) => replacements.get(call) ?? call);
}
