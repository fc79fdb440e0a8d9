// A lazily imported chunk's own imports, asked for with it: no chunk found only after another arrived.
//
// `import("./ContactModal.js")` fetches that chunk, and only once it has arrived does the browser read
// its `import … from "./shared-….js"` and ask for those, then theirs: up to four round trips in a row
// (560 ms each on a phone network) for the contact modal, the category dropdown or a mask. Vite
// rewrites such imports to preload the target's dependencies; the classic Remix compiler does not.
// Here each `import("X")` in a chunk becomes `Promise.all([import("X"), import(dep), …]).then(m => m[0])`,
// over every chunk X needs (transitively) that the importing chunk has not already loaded itself.
// The browser's module map fetches each once; dynamic imports carry the importing script's nonce,
// so the CSP's 'strict-dynamic' accepts them as it accepts the import of X.
import path from "node:path";

/**
 * @param {{ fileName: string; code: string; dynamicImports: string[] }} chunk
 * @param {(fileName: string) => Set<string>} importsOf a chunk's static imports, transitively
 * @returns {string} the chunk's code, each dynamic import of another chunk asking for its imports too
 */
export function parallelDynamicImports(chunk, importsOf) {
  const loaded = importsOf(chunk.fileName);
  loaded.add(chunk.fileName);
  const specifier = (fileName) => {
    const relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName);
    return relative.startsWith(".") ? relative : `./${relative}`;
  };
  let code = chunk.code;
  for (const target of new Set(chunk.dynamicImports)) {
    const call = `import('${specifier(target)}')`;
    if (!code.includes(call)) throw new Error(`parallel-dynamic-imports: no ${call} in ${chunk.fileName}`);
    const dependencies = [...importsOf(target)].filter((fileName) => !loaded.has(fileName)).sort();
    if (dependencies.length === 0) continue;
    const calls = [call, ...dependencies.map((fileName) => `import('${specifier(fileName)}')`)];
    code = code.replaceAll(call, `Promise.all([${calls.join(", ")}]).then((modules) => modules[0])`);
  }
  return code;
}
