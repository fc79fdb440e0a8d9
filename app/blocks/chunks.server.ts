import { readFileSync } from "node:fs";
import type { Locale } from "~/i18n/locales";
import { warnOnce } from "~/lib/warn-once";

type ChunkManifest = {
  blocks: Record<string, string[]>;
  messages: Record<Locale, string[]>;
  /** Lazy text namespaces (app/i18n/namespaces.ts): namespace → language → chunks. */
  texts?: Record<string, Partial<Record<Locale, string[]>>>;
};

let manifest: ChunkManifest | null | undefined;

/** build/chunk-manifest.json, written by `npm run build` beside the server bundle. */
function chunkManifest(): ChunkManifest | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(
      readFileSync(new URL("./chunk-manifest.json", import.meta.url), "utf8"),
    ) as ChunkManifest;
  } catch {
    // Unit tests and `remix dev` run without it: pages still work, their chunks load on demand.
    warnOnce("build/chunk-manifest.json not found: block chunks are not preloaded (run npm run build)");
    manifest = null;
  }
  return manifest;
}

/**
 * The script chunks a page with these blocks needs besides the route's own, in the page's language,
 * with the lazy text namespaces those blocks use.
 */
export function modulePreloads(blockTypes: string[], locale: Locale, texts: string[] = []): string[] {
  const known = chunkManifest();
  if (!known) return [];
  const files = new Set(known.messages[locale] ?? []);
  for (const type of blockTypes) for (const file of known.blocks[type] ?? []) files.add(file);
  for (const name of texts) for (const file of known.texts?.[name]?.[locale] ?? []) files.add(file);
  return [...files];
}
