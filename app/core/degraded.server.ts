import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether a page was built while an upstream call failed (a block shows an error message, or lacks
 * its core data): such a page must not be stored or shared, or a CDN would keep serving the failure
 * after the core API recovered (issue 35 §5). Failed calls mark the page whose work they run in.
 */
const pages = new AsyncLocalStorage<{ degraded: boolean }>();

/** Runs a page's work and says whether any call in it failed. */
export async function trackDegradation<T>(work: () => Promise<T>): Promise<{ value: T; degraded: boolean }> {
  const state = { degraded: false };
  const value = await pages.run(state, work);
  return { value, degraded: state.degraded };
}

/** An upstream call failed: the page being built (if any) is degraded. */
export function markDegraded(): void {
  const state = pages.getStore();
  if (state) state.degraded = true;
}
