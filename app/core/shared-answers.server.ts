import { markDegraded } from "./degraded.server";

/**
 * Answers kept in memory `keepMs` per key and fetched once for concurrent requests; a failed (null)
 * answer is not kept, so the next request tries again.
 */
export function sharedAnswers<Key, Value>(keepMs: number) {
  const kept = new Map<Key, { at: number; value: Value }>();
  const pending = new Map<Key, Promise<Value | null>>();
  return {
    /** With `signal`, this caller stops waiting (null) when it aborts; the fetch goes on for the others. */
    async get(key: Key, fetch: () => Promise<Value | null>, signal?: AbortSignal): Promise<Value | null> {
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < keepMs) return hit.value;
      let request = pending.get(key);
      if (!request) {
        // Not tied to one visitor's signal: others may be waiting for the same answer.
        request = fetch().finally(() => pending.delete(key));
        pending.set(key, request);
      }
      const value = await (signal ? raceAbort(request, signal) : request);
      if (value) kept.set(key, { at: Date.now(), value });
      // A visitor who waited for another's failed call gets the failure too.
      else if (!signal?.aborted) markDegraded();
      return value;
    },
    /** For tests: forget what was fetched. */
    clear() {
      kept.clear();
    },
  };
}

function raceAbort<T>(promise: Promise<T | null>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onAbort = () => resolve(null);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
