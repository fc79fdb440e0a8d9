import { readFileSync } from "node:fs";
import { warnOnce } from "~/lib/warn-once";

type ChunkManifest = {
  blocks: Record<string, string[]>;
  /** Every page's own chunks (the root's, the page route's), asked for first. */
  first?: string[];
  /** Each chunk's size in bytes. */
  bytes?: Record<string, number>;
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
 * The script chunks a page with these blocks needs: every page's own chunks first (Remix's links,
 * after these, repeat them), then the largest first. Over HTTP/1.1's 6 connections the order is the
 * order of arrival: the root's chunk, a third of the page's code, asked for after a dozen small ones
 * came last. Texts are not among them: the page carries its first view's (app/i18n/page-texts.tsx).
 */
export function modulePreloads(blockTypes: string[]): string[] {
  const known = chunkManifest();
  if (!known) return [];
  const files = new Set<string>();
  for (const type of blockTypes) for (const file of known.blocks[type] ?? []) files.add(file);
  const bytes = known.bytes ?? {};
  const bySize = [...files].sort((a, b) => (bytes[b] ?? 0) - (bytes[a] ?? 0));
  return [...(known.first ?? []), ...bySize];
}
