// Statistics the bench and the load test share.

/**
 * The value below which a share `q` of the values lie (nearest rank, no interpolation).
 * @param {number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each Lighthouse figure's median over the measured runs, figure by figure (what Lighthouse CI calls the
 * "median" aggregation). Lighthouse's own "median run" (the run closest to the median FCP and TTI)
 * reports that one run's blocking time, whatever the other runs measured: runs of 64, 11 and 183 ms
 * gave 183 ms. lighthouse.mjs keeps it beside the medians as `medianRun`, for reference.
 * @template {Record<string, number | null>} T
 * @param {T[]} runs figures of each run, same keys
 * @returns {T} each key's median over the runs that measured it (null when none did)
 */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return /** @type {T} */ (
    Object.fromEntries(
      keys.map((key) => {
        const values = runs.map((run) => run[key]).filter((value) => typeof value === "number");
        return [key, values.length ? median(values) : null];
      }),
    )
  );
}
