/** A short-lived in-process cache of pages; Map order doubles as least-recently-used. */
export function createPageCache<T>(maxEntries = 500) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string, now = Date.now()): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T, seconds: number, now = Date.now()): void {
      if (seconds <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now + seconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear(): void {
      entries.clear();
    },
  };
}
