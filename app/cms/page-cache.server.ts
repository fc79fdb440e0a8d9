import type { PageData } from "./schema";

type Entry = { page: PageData; expires: number };

const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();

/** A short-lived in-process cache of CMS page answers; Map order doubles as least-recently-used. */
export function getCachedPage(key: string, now = Date.now()): PageData | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (entry.expires <= now) return undefined;
  entries.set(key, entry);
  return entry.page;
}

export function setCachedPage(key: string, page: PageData, seconds: number, now = Date.now()): void {
  if (seconds <= 0) return;
  entries.delete(key);
  entries.set(key, { page, expires: now + seconds * 1000 });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export function clearPageCache(): void {
  entries.clear();
}
