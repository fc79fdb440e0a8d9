/**
 * Protections for one upstream (the CMS): a circuit breaker, so a dead upstream is not called on
 * every visit and visitors are answered at once instead of after every time-out, and a cap on the
 * calls in flight, so a slow upstream cannot pile up thousands of open requests.
 */

export type BreakerState = "closed" | "open" | "half-open";

/** What a caller admitted by the breaker reports back, exactly once. */
export type BreakerTicket = {
  /** The upstream answered (whatever it said). */
  success(): void;
  /** The upstream failed: no answer, a time-out, a gateway error. */
  failure(detail: string): void;
  /** The call was given up before it said anything about the upstream (a visitor left, no slot). */
  abandon(): void;
};

export type Admission = { admitted: true; ticket: BreakerTicket } | { admitted: false; retryAfterMs: number };

type BreakerOptions = {
  name: string;
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long it stays open before one trial call is let through. */
  coolDownMs: number;
  now?: () => number;
  log?: (message: string) => void;
};

/**
 * closed: every call goes through; `threshold` consecutive failures open it.
 * open: no call goes through for `coolDownMs`.
 * half-open: one trial call goes through, the others are turned away as while open; the trial's
 * success closes the breaker, its failure opens it for another cool-down.
 */
export function createCircuitBreaker({
  name,
  threshold,
  coolDownMs,
  now = Date.now,
  log = (message) => console.warn(message),
}: BreakerOptions) {
  let state: BreakerState = "closed";
  let failures = 0;
  let openUntil = 0;
  let trialInFlight = false;
  let generation = 0;

  function open(detail: string): void {
    // Logged once per incident: a failed trial call re-opens it silently.
    if (state === "closed")
      log(
        `${name}: circuit open after ${failures} failure(s) in a row, retried every ${coolDownMs} ms: ${detail}`,
      );
    state = "open";
    openUntil = now() + coolDownMs;
    trialInFlight = false;
    generation += 1;
  }

  function close(): void {
    log(`${name}: circuit closed, the upstream answers again`);
    state = "closed";
    failures = 0;
    trialInFlight = false;
    generation += 1;
  }

  function currentState(): BreakerState {
    if (state === "open" && now() >= openUntil) state = "half-open";
    return state;
  }

  function admit(): Admission {
    const current = currentState();
    if (current === "open" || (current === "half-open" && trialInFlight)) {
      return { admitted: false, retryAfterMs: Math.max(0, openUntil - now()) || coolDownMs };
    }
    const trial = current === "half-open";
    if (trial) trialInFlight = true;
    const admittedIn = generation;
    let settled = false;
    const settle = (report: () => void) => {
      if (settled) return;
      settled = true;
      report();
    };
    return {
      admitted: true,
      ticket: {
        // A call admitted before the breaker last changed state says nothing about the new state:
        // a late answer to a call made before it opened neither closes it nor keeps it open.
        success: () =>
          settle(() => {
            if (admittedIn !== generation) return;
            if (state === "closed") failures = 0;
            else close();
          }),
        failure: (detail) =>
          settle(() => {
            if (admittedIn !== generation) return;
            failures += 1;
            if (trial || failures >= threshold) open(detail);
          }),
        abandon: () =>
          settle(() => {
            if (trial && admittedIn === generation) trialInFlight = false;
          }),
      },
    };
  }

  return {
    admit,
    state: currentState,
    /** Back to closed with no history (tests). */
    reset(): void {
      state = "closed";
      failures = 0;
      trialInFlight = false;
      generation += 1;
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/** No slot became free within the wait: the caller fails fast instead of queueing further. */
export class UpstreamBusyError extends Error {
  constructor(name: string) {
    super(`${name}: too many calls in flight`);
    this.name = "UpstreamBusyError";
  }
}

type LimitOptions = { name: string; maxInFlight: number; maxWaitMs: number; maxWaiting?: number };

/** At most `maxInFlight` calls at once; a call waits up to `maxWaitMs` for a slot, then fails fast. */
export function createConcurrencyLimit({
  name,
  maxInFlight,
  maxWaitMs,
  maxWaiting = maxInFlight * 4,
}: LimitOptions) {
  let active = 0;
  const waiting: (() => void)[] = [];

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays as it is.
      if (next) next();
      else active -= 1;
    };
  }

  function acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < maxInFlight) {
      active += 1;
      return Promise.resolve(releaser());
    }
    if (maxWaitMs <= 0 || waiting.length >= maxWaiting) return Promise.reject(new UpstreamBusyError(name));
    return new Promise((resolve, reject) => {
      const grant = () => {
        cleanup();
        resolve(releaser());
      };
      const giveUp = (reason: unknown) => {
        const index = waiting.indexOf(grant);
        if (index >= 0) waiting.splice(index, 1);
        cleanup();
        reject(reason);
      };
      const timer = setTimeout(() => giveUp(new UpstreamBusyError(name)), maxWaitMs);
      const onAbort = () => giveUp(signal?.reason);
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.push(grant);
    });
  }

  return {
    acquire,
    get inFlight(): number {
      return active;
    },
    get queued(): number {
      return waiting.length;
    },
  };
}

export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>;
