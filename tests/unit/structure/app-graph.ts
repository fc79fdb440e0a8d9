import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const APP_DIR = resolve(__dirname, "../../../app");

const SOURCE_EXTENSIONS = [".ts", ".tsx"];

/** Every TypeScript file under app/, as paths relative to app/. */
export function appSourceFiles(dir = APP_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appSourceFiles(path);
    return SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) ? [relative(APP_DIR, path)] : [];
  });
}

// `import … from "x"`, `import type … from "x"`, `export … from "x"`, `import("x")`, `import "x"`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function resolveSpecifier(fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP_DIR, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(join(APP_DIR, fromFile)), specifier);
  else return null;
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => base + extension)].concat(
    SOURCE_EXTENSIONS.map((extension) => join(base, "index" + extension)),
  );
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && SOURCE_EXTENSIONS.some((extension) => found.endsWith(extension))
    ? relative(APP_DIR, found)
    : null;
}

/** The app's import graph, type-only imports included (a circle through a type is still a circle). */
export function importGraph(files = appSourceFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(APP_DIR, file), "utf8");
    const targets = [...source.matchAll(SPECIFIER)]
      .map((match) => resolveSpecifier(file, match[1]))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each import circle once, as the list of files around it (depth-first search, grey/black marks). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) {
      if (onPath.has(target)) circles.push(path.slice(path.indexOf(target)).concat(target));
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return circles;
}
