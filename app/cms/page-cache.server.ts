type Entry<T> = {
  value: T;
  /** Until then the entry answers `get`. */
  freshUntil: number;
  /** Until then the entry answers `getStale` (never before `freshUntil`). */
  staleUntil: number;
  storedAt: number;
  weight: number;
  /** Whether `getStale` has handed this copy out yet: an incident is logged once per entry. */
  staleServed: boolean;
};

export type StaleCopy<T> = { value: T; ageSeconds: number; firstServe: boolean };

type CacheOptions = { maxEntries?: number; maxWeight?: number };
type SetOptions = { staleSeconds?: number; weight?: number; now?: number };

/**
 * An in-process cache of pages; Map order doubles as least-recently-used. An entry is fresh for a
 * few seconds, then may be kept as a stale copy (the last good answer, served only when the
 * upstream fails). Both the number of entries and their total weight (bytes, when given) are
 * bounded, so unusual pages cannot grow the process without limit.
 */
export function createPageCache<T>(maxEntriesOrOptions: number | CacheOptions = {}) {
  const { maxEntries = 500, maxWeight = Infinity } =
    typeof maxEntriesOrOptions === "number" ? { maxEntries: maxEntriesOrOptions } : maxEntriesOrOptions;
  const entries = new Map<string, Entry<T>>();
  let totalWeight = 0;

  function remove(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    totalWeight -= entry.weight;
    return entry;
  }

  function insert(key: string, entry: Entry<T>): void {
    entries.set(key, entry);
    totalWeight += entry.weight;
  }

  /** The entry while it may still serve at all; an entry past every use is dropped. */
  function live(key: string, now: number): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= now && entry.freshUntil <= now) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** The value while it is fresh. */
    get(key: string, now = Date.now()): T | undefined {
      const entry = live(key, now);
      if (!entry || entry.freshUntil <= now) return undefined;
      remove(key);
      insert(key, entry);
      return entry.value;
    },
    /** The last good value while it is within its stale bound, fresh or not. */
    getStale(key: string, now = Date.now()): StaleCopy<T> | undefined {
      const entry = live(key, now);
      if (!entry) return undefined;
      const firstServe = !entry.staleServed;
      entry.staleServed = true;
      remove(key);
      insert(key, entry);
      return { value: entry.value, ageSeconds: Math.round((now - entry.storedAt) / 1000), firstServe };
    },
    set(key: string, value: T, seconds: number, options: SetOptions | number = {}): void {
      const {
        staleSeconds = 0,
        weight = 0,
        now = Date.now(),
      } = typeof options === "number" ? { now: options } : options;
      remove(key);
      if (seconds <= 0 && staleSeconds <= 0) return;
      if (weight > maxWeight) return;
      const freshUntil = now + Math.max(0, seconds) * 1000;
      insert(key, {
        value,
        freshUntil,
        staleUntil: freshUntil + Math.max(0, staleSeconds) * 1000,
        storedAt: now,
        weight,
        staleServed: false,
      });
      while (entries.size > maxEntries || totalWeight > maxWeight) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    delete(key: string): void {
      remove(key);
    },
    clear(): void {
      entries.clear();
      totalWeight = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}
