// @ts-check
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * How late the event loop runs, over the last window (p99 of the delays perf_hooks measures).
 * Concurrent renders are a poor measure of load on a shared or slow machine; this is what every
 * request, /healthz included, actually waits. `overloaded()` is true once that delay passes the
 * limit, so new page work is shed before the loop saturates.
 * @param {{ limitMs: number, windowMs?: number }} options
 */
export function watchEventLoop({ limitMs, windowMs = 500 }) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let delayMs = 0;
  /** When the current run of late windows began (null: the last window was on time). */
  /** @type {number | null} */
  let lateSince = null;
  let sampleDue = performance.now() + windowMs;
  const sample = () => {
    const now = performance.now();
    // After reset() the histogram drops its next tick, so a loop blocked past a whole window would
    // read as idle: this timer's own lateness covers that case.
    const ownDelayMs = Math.max(0, now - sampleDue);
    sampleDue = now + windowMs;
    const measuredMs = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
    delayMs = Math.max(measuredMs, ownDelayMs);
    histogram.reset();
    const late = limitMs > 0 && delayMs > limitMs;
    if (!late) lateSince = null;
    else lateSince ??= performance.now() - windowMs;
  };
  const timer = setInterval(sample, windowMs);
  timer.unref();
  return {
    /** The last window's p99 delay, in ms. */
    delayMs: () => delayMs,
    overloaded: () => lateSince !== null,
    /** How long the loop has run late without a break, in ms (0 when it is on time). */
    lateForMs: () => (lateSince === null ? 0 : performance.now() - lateSince),
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
