import { createCircuitBreaker, createConcurrencyLimit, UpstreamBusyError } from "~/cms/upstream-guard.server";

function breaker(threshold = 3, coolDownMs = 1000) {
  let now = 0;
  const log = vi.fn();
  const instance = createCircuitBreaker({ name: "CMS", threshold, coolDownMs, now: () => now, log });
  return { instance, log, advance: (ms: number) => (now += ms) };
}

function fail(instance: ReturnType<typeof createCircuitBreaker>, times = 1) {
  for (let i = 0; i < times; i++) {
    const admission = instance.admit();
    if (!admission.admitted) throw new Error("not admitted");
    admission.ticket.failure("502");
  }
}

describe("circuit breaker (issue 11 §2)", () => {
  it("opens after N consecutive failures, and a success in between starts the count again", () => {
    const { instance } = breaker(3);
    fail(instance, 2);
    const ok = instance.admit();
    if (ok.admitted) ok.ticket.success();
    fail(instance, 2);
    expect(instance.state()).toBe("closed");
    fail(instance);
    expect(instance.state()).toBe("open");
    expect(instance.admit()).toEqual({ admitted: false, retryAfterMs: 1000 });
  });

  it("after the cool-down admits one trial only; the trial's success closes it", () => {
    const { instance, advance, log } = breaker(1, 1000);
    fail(instance);
    advance(400);
    expect(instance.admit()).toEqual({ admitted: false, retryAfterMs: 600 });
    advance(600);
    expect(instance.state()).toBe("half-open");
    const trial = instance.admit();
    expect(trial.admitted).toBe(true);
    expect(instance.admit().admitted).toBe(false);
    if (trial.admitted) trial.ticket.success();
    expect(instance.state()).toBe("closed");
    expect(instance.admit().admitted).toBe(true);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("a failed trial opens it for another cool-down, without logging the incident again", () => {
    const { instance, advance, log } = breaker(1, 1000);
    fail(instance);
    advance(1000);
    fail(instance);
    expect(instance.state()).toBe("open");
    advance(999);
    expect(instance.admit().admitted).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("an abandoned trial lets the next call be the trial", () => {
    const { instance, advance } = breaker(1, 1000);
    fail(instance);
    advance(1000);
    const trial = instance.admit();
    if (trial.admitted) trial.ticket.abandon();
    expect(instance.admit().admitted).toBe(true);
  });

  it("late answers to calls made before it opened change nothing", () => {
    const { instance } = breaker(2);
    const early = instance.admit();
    const late = instance.admit();
    fail(instance, 2);
    expect(instance.state()).toBe("open");
    if (early.admitted) early.ticket.success();
    if (late.admitted) late.ticket.failure("late");
    expect(instance.state()).toBe("open");
  });
});

describe("cap on calls in flight (issue 11 §2)", () => {
  it("holds at most N; a waiter gets the next free slot, others fail fast after the wait", async () => {
    const limit = createConcurrencyLimit({ name: "CMS", maxInFlight: 2, maxWaitMs: 30 });
    const first = await limit.acquire();
    await limit.acquire();
    expect(limit.inFlight).toBe(2);
    const waiter = limit.acquire();
    const tooLate = limit.acquire();
    first();
    first();
    await expect(waiter).resolves.toBeTypeOf("function");
    await expect(tooLate).rejects.toBeInstanceOf(UpstreamBusyError);
    expect(limit.inFlight).toBe(2);
    expect(limit.queued).toBe(0);
  });

  it("fails at once when the waiting line is full, and a waiter leaves when its visitor does", async () => {
    const limit = createConcurrencyLimit({ name: "CMS", maxInFlight: 1, maxWaitMs: 1000, maxWaiting: 1 });
    await limit.acquire();
    const controller = new AbortController();
    const waiting = limit.acquire(controller.signal);
    await expect(limit.acquire()).rejects.toBeInstanceOf(UpstreamBusyError);
    controller.abort(new Error("visitor left"));
    await expect(waiting).rejects.toThrow("visitor left");
    expect(limit.queued).toBe(0);
  });
});
