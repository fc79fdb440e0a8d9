import { freshPageServer, setTestEnv, thrownBy, useStubCmsPerFile, type StubBehaviour } from "./stub-cms";

const stub = useStubCmsPerFile();

const loadModule = (env: Record<string, string> = {}) => freshPageServer(stub, env);

const request = (path: string, query = "") => ({
  locale: "fr" as const,
  path,
  query: new URLSearchParams(query),
  domainName: "agence.test",
});

const quiet = () => ({
  warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
  error: vi.spyOn(console, "error").mockImplementation(() => {}),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Time-outs in these tests: long enough that a healthy answer on a busy machine (load 16 on 2
 * cores) never hits them, and upper bounds only as "well before the alternative", never a few ms.
 */
const TIMEOUT_MS = 1500;
const SLACK_MS = 5000;
const slow = (failure: StubBehaviour) => failure.kind === "hang" || failure.kind === "trickle";

async function timed<T>(promise: Promise<T>): Promise<{ ms: number; result: T | undefined; error: unknown }> {
  const started = performance.now();
  try {
    const result = await promise;
    return { ms: performance.now() - started, result, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, result: undefined, error };
  }
}

describe("stale-if-error: the last good page while the CMS fails (issue 11 §2)", () => {
  const failures: [string, StubBehaviour][] = [
    ["answers 502", { kind: "status", status: 502 }],
    ["answers 500", { kind: "status", status: 500 }],
    ["answers 503", { kind: "status", status: 503 }],
    ["hangs", { kind: "hang" }],
    ["resets the connection", { kind: "reset" }],
    ["sends an HTML error page", { kind: "html" }],
    ["sends truncated JSON", { kind: "truncated" }],
    ["sends JSON that is not a page", { kind: "status", status: 200, body: '{"content": 42}' }],
    ["trickles its body past the time-out", { kind: "trickle", forMs: 30_000 }],
  ];

  it.each(failures)(
    "a page is served stale while the CMS %s, and the incident is logged once",
    async (_, failure) => {
      const { loadPage } = await loadModule(slow(failure) ? { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } : {});
      const log = quiet();
      stub.behave({ kind: "page", title: "Bonne copie" });
      expect((await loadPage(request("/fr/contact"))).title).toEqual({ fr: "Bonne copie" });

      stub.behave(failure);
      for (let visit = 0; visit < 3; visit++) {
        const { result, ms } = await timed(loadPage(request("/fr/contact")));
        expect(result?.title).toEqual({ fr: "Bonne copie" });
        expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      }
      expect(stub.calls).toHaveLength(4);
      const incidentLines = [...log.warn.mock.calls, ...log.error.mock.calls].filter((args) =>
        String(args[0]).includes("/fr/contact"),
      );
      expect(incidentLines).toHaveLength(1);
      expect(String(incidentLines[0][0])).toMatch(/serving the copy of \d+ s ago/);

      // Recovered: a fresh answer replaces the copy, and the next incident is logged again.
      stub.behave({ kind: "page", title: "Nouvelle" });
      expect((await loadPage(request("/fr/contact"))).title).toEqual({ fr: "Nouvelle" });
      stub.behave(failure);
      expect((await loadPage(request("/fr/contact"))).title).toEqual({ fr: "Nouvelle" });
      expect(log.warn.mock.calls.filter((args) => String(args[0]).includes("/fr/contact"))).toHaveLength(2);
    },
    30_000,
  );

  it("the stale copy is bounded by STALE_IF_ERROR_SECONDS (0: none)", async () => {
    const { loadPage } = await loadModule({ STALE_IF_ERROR_SECONDS: "0" });
    quiet();
    await loadPage(request("/fr"));
    stub.behave({ kind: "status", status: 500 });
    expect((await thrownBy(loadPage(request("/fr")))).init?.status).toBe(500);
  });

  it.each([
    [404, "404-message"],
    [403, "403-message"],
  ])(
    "a real %i is passed on and replaces the stored copy, so a later outage does not bring the page back",
    async (status, messageKey) => {
      const { loadPage } = await loadModule();
      quiet();
      await loadPage(request("/fr/retiree"));
      stub.behave({ kind: "status", status });
      const thrown = await thrownBy(loadPage(request("/fr/retiree")));
      expect(thrown.init?.status).toBe(status);
      expect(thrown.data).toMatchObject({ messageKey });
      stub.behave({ kind: "status", status: 500 });
      expect((await thrownBy(loadPage(request("/fr/retiree")))).init?.status).toBe(500);
    },
  );

  it("a real redirect is passed on, not covered by the stale copy", async () => {
    const { loadPage } = await loadModule();
    await loadPage(request("/fr/ancienne"));
    stub.behave({ kind: "status", status: 301, body: JSON.stringify({ location: "/fr/nouvelle" }) });
    const thrown = await thrownBy(loadPage(request("/fr/ancienne")));
    expect((thrown as unknown as Response).status).toBe(301);
  });

  it("one failed shared refresh: every waiting visitor gets the stale copy, from a single CMS call", async () => {
    const { loadPage } = await loadModule();
    const log = quiet();
    await loadPage(request("/fr"));
    stub.behave({ kind: "status", status: 502, delayMs: 100 });
    const pages = await Promise.all(Array.from({ length: 25 }, () => loadPage(request("/fr"))));
    expect(pages.every((page) => page.title?.fr === "Accueil")).toBe(true);
    expect(stub.calls).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe("without a stale copy (issue 11 §2, spec 1 §4 and §8)", () => {
  it.each([
    ["the CMS is unreachable", { kind: "reset" } as StubBehaviour],
    ["the CMS hangs past the time-out", { kind: "hang" } as StubBehaviour],
  ])("an outage (%s) answers 503 with Retry-After, the designed 503 page", async (_, behaviour) => {
    const { loadPage } = await loadModule({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
    quiet();
    stub.behave(behaviour);
    const thrown = await thrownBy(loadPage(request("/fr/jamais-vue")));
    expect(thrown.init?.status).toBe(503);
    expect(Number(new Headers(thrown.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(thrown.data).toMatchObject({ messageKey: "503-message" });
  });

  it("a refused connection is an outage too: 503 with Retry-After", async () => {
    const { loadPage } = await freshPageServer(stub, { CMS_URL: "http://127.0.0.1:1" });
    quiet();
    const thrown = await thrownBy(loadPage(request("/fr")));
    expect(thrown.init?.status).toBe(503);
    expect(new Headers(thrown.init?.headers).get("Retry-After")).toBeTruthy();
  });

  it.each([
    ["a real 500", 500, "500-message", { kind: "status", status: 500 } as StubBehaviour],
    ["a string", 500, "unexpected-string", { kind: "status", status: 200, body: '"oops"' } as StubBehaviour],
    [
      "JSON of the wrong shape",
      500,
      "500-message",
      { kind: "status", status: 200, body: '{"content": 4}' } as StubBehaviour,
    ],
    ["a 418", 418, "unexpected-status", { kind: "status", status: 418 } as StubBehaviour],
    [
      "a 502 (its gateway cannot reach it)",
      503,
      "503-message",
      { kind: "status", status: 502 } as StubBehaviour,
    ],
    ["a 504", 503, "503-message", { kind: "status", status: 504 } as StubBehaviour],
    ["a 429 (rate limited)", 503, "503-message", { kind: "status", status: 429 } as StubBehaviour],
    // Spec 1 §4: an answer that is not JSON is an exception, the generic 500 (issue 21 §9).
    ["an HTML error page with 200", 500, "500-message", { kind: "html" } as StubBehaviour],
    ["truncated JSON", 500, "500-message", { kind: "truncated" } as StubBehaviour],
  ])("the CMS answering %s gives status %i (%s)", async (_, status, messageKey, behaviour) => {
    const { loadPage } = await loadModule();
    quiet();
    stub.behave(behaviour);
    const thrown = await thrownBy(loadPage(request("/fr/x")));
    expect(thrown.init?.status).toBe(status);
    expect(thrown.data).toMatchObject({ messageKey });
    expect(new Headers(thrown.init?.headers).has("Retry-After")).toBe(status === 503);
  });
});

describe("the upstream time-out covers the whole answer (issue 11 §2)", () => {
  it("a CMS that sends its headers at once and trickles the body is cut off at the time-out", async () => {
    const { loadPage } = await loadModule({ UPSTREAM_TIMEOUT_MS: "300" });
    quiet();
    stub.behave({ kind: "trickle", forMs: 20_000 });
    const { ms, error } = await timed(loadPage(request("/fr/lente")));
    expect((error as { init?: ResponseInit }).init?.status).toBe(503);
    // Well before the body would have ended.
    expect(ms).toBeLessThan(20_000);
  });

  it("a body that arrives within the time-out is read whole", async () => {
    const { loadPage } = await loadModule({ UPSTREAM_TIMEOUT_MS: "10000" });
    stub.behave({ kind: "trickle", forMs: 200 });
    expect((await loadPage(request("/fr/lente"))).title).toEqual({ fr: "Lent" });
  });
});

describe("circuit breaker on the CMS (issue 11 §2)", () => {
  const breakerEnv = { CMS_BREAKER_THRESHOLD: "3", CMS_BREAKER_COOLDOWN_MS: "400" };

  it.each([
    ["answers 502", { kind: "status", status: 502 } as StubBehaviour],
    ["times out", { kind: "hang" } as StubBehaviour],
  ])(
    "opens after 3 failures in a row when the CMS %s: visitors get 503 at once and the CMS is not called",
    async (_, failure) => {
      const { loadPage, cmsCircuitState } = await loadModule({
        ...breakerEnv,
        ...(slow(failure) ? { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } : {}),
      });
      quiet();
      stub.behave(failure);
      for (const path of ["/fr/a", "/fr/b", "/fr/c"]) await thrownBy(loadPage(request(path)));
      expect(stub.calls).toHaveLength(3);
      expect(cmsCircuitState()).toBe("open");

      for (const path of ["/fr/d", "/fr/e", "/fr/f", "/fr/a"]) {
        const { error } = await timed(loadPage(request(path)));
        const thrown = error as { init?: ResponseInit; data?: unknown };
        expect(thrown.init?.status).toBe(503);
        expect(Number(new Headers(thrown.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
      }
      // At once: no call was made, so nothing was waited for.
      expect(stub.calls).toHaveLength(3);
    },
    30_000,
  );

  it("while open, a page with a stale copy is served at once without a CMS call", async () => {
    const { loadPage } = await loadModule(breakerEnv);
    quiet();
    await loadPage(request("/fr"));
    stub.behave({ kind: "status", status: 502 });
    for (const path of ["/fr/a", "/fr/b", "/fr/c"]) await thrownBy(loadPage(request(path)));
    const calls = stub.calls.length;
    const { result } = await timed(loadPage(request("/fr")));
    expect(result?.title).toEqual({ fr: "Accueil" });
    expect(stub.calls).toHaveLength(calls);
  });

  it("after the cool-down one trial call goes through (half-open); its success closes the breaker", async () => {
    const { loadPage, cmsCircuitState } = await loadModule(breakerEnv);
    const log = quiet();
    stub.behave({ kind: "status", status: 502 });
    for (const path of ["/fr/a", "/fr/b", "/fr/c"]) await thrownBy(loadPage(request(path)));
    await sleep(450);
    expect(cmsCircuitState()).toBe("half-open");

    stub.behave({ kind: "page", title: "Revenu", delayMs: 1000 });
    const settled: string[] = [];
    const [trial, other] = await Promise.all(
      ["/fr/trial", "/fr/other"].map((path) =>
        timed(loadPage(request(path))).finally(() => settled.push(path)),
      ),
    );
    expect(trial.result?.title).toEqual({ fr: "Revenu" });
    expect((other.error as { init?: ResponseInit }).init?.status).toBe(503);
    // Refused without waiting for the trial call.
    expect(settled).toEqual(["/fr/other", "/fr/trial"]);
    expect(stub.calls.map((call) => call.path).slice(3)).toEqual(["/fr/trial"]);
    expect(cmsCircuitState()).toBe("closed");

    expect((await loadPage(request("/fr/other"))).title).toEqual({ fr: "Revenu" });
    const transitions = log.warn.mock.calls
      .map((args) => String(args[0]))
      .filter((m) => m.includes("circuit"));
    expect(transitions).toEqual([expect.stringContaining("circuit open"), expect.stringContaining("closed")]);
  });

  it("a failed trial opens it again for another cool-down", async () => {
    const { loadPage, cmsCircuitState } = await loadModule(breakerEnv);
    quiet();
    stub.behave({ kind: "status", status: 502 });
    for (const path of ["/fr/a", "/fr/b", "/fr/c"]) await thrownBy(loadPage(request(path)));
    await sleep(450);
    await thrownBy(loadPage(request("/fr/trial")));
    expect(stub.calls).toHaveLength(4);
    expect(cmsCircuitState()).toBe("open");
    await thrownBy(loadPage(request("/fr/later")));
    expect(stub.calls).toHaveLength(4);
  });

  it("a real 404 or an answer of the wrong shape does not count against the CMS", async () => {
    const { loadPage, cmsCircuitState } = await loadModule(breakerEnv);
    quiet();
    stub.behave((call) =>
      call.path.startsWith("/fr/gone")
        ? { kind: "status", status: 404 }
        : { kind: "status", status: 200, body: '{"content": 42}' },
    );
    for (const path of ["/fr/gone1", "/fr/gone2", "/fr/bad1", "/fr/bad2", "/fr/gone3", "/fr/bad3"])
      await thrownBy(loadPage(request(path)));
    expect(cmsCircuitState()).toBe("closed");
  });
});

describe("cap on CMS calls in flight (issue 11 §2)", () => {
  it("beyond the cap a call waits briefly for a slot, then fails fast; the breaker does not count it", async () => {
    const { loadPage, cmsCircuitState } = await loadModule({
      CMS_MAX_IN_FLIGHT: "2",
      CMS_QUEUE_WAIT_MS: "50",
      CMS_BREAKER_THRESHOLD: "2",
      UPSTREAM_TIMEOUT_MS: "10000",
    });
    quiet();
    stub.behave({ kind: "page", delayMs: 2000 });
    const results = await Promise.all(
      ["/fr/1", "/fr/2", "/fr/3", "/fr/4", "/fr/5"].map((path) => timed(loadPage(request(path)))),
    );
    expect(stub.maxActive).toBe(2);
    expect(results.filter((result) => result.result)).toHaveLength(2);
    const refused = results.filter((result) => result.error);
    expect(refused).toHaveLength(3);
    // Fails fast: before the calls holding the slots come back.
    const served = Math.min(...results.filter((result) => result.result).map((result) => result.ms));
    for (const result of refused) {
      expect((result.error as { init?: ResponseInit }).init?.status).toBe(503);
      expect(result.ms).toBeLessThan(served);
    }
    expect(cmsCircuitState()).toBe("closed");
  });

  it("a waiting call takes the slot a finished call frees", async () => {
    const { loadPage } = await loadModule({ CMS_MAX_IN_FLIGHT: "1", CMS_QUEUE_WAIT_MS: "1000" });
    stub.behave({ kind: "page", delayMs: 50 });
    const pages = await Promise.all(["/fr/1", "/fr/2", "/fr/3"].map((path) => loadPage(request(path))));
    expect(pages).toHaveLength(3);
    expect(stub.maxActive).toBe(1);
  });
});

describe("query parameters and the page cache (issue 11 §2)", () => {
  it("tracking tags and unknown keys share the cache entry and are not sent to the CMS", async () => {
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "30" });
    for (const query of [
      "",
      "utm_source=news&utm_medium=mail&utm_campaign=x",
      "gclid=abc",
      "fbclid=def&msclkid=ghi&_ga=1.2.3",
      "random=1",
      "cachebuster=1700000000",
      "preview_token=not-the-secret-at-all",
      "variant=%3Cscript%3E",
    ])
      await loadPage(request("/fr/proprietes", query));
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0].query).toBeUndefined();
  });

  it("the search filters reach the CMS and vary the cache, on a page with a search block", async () => {
    const { loadPage, cacheKey } = await loadModule({ PAGE_CACHE_SECONDS: "30" });
    stub.behave({
      kind: "status",
      status: 200,
      body: JSON.stringify({ content: { fields: [{ block_type: "property-search", fields: {} }] } }),
    });
    await loadPage(request("/fr/proprietes", "mun=66023&utm_source=x"));
    await loadPage(request("/fr/proprietes", "mun=66023"));
    await loadPage(request("/fr/proprietes", "mun=66023&price_max=500000&forSaleForRent=buy"));
    await loadPage(request("/fr/proprietes", "type=condo&open_house=1&NorthEast_lat=46.1"));
    // The first visit learns that the page has a search block (issue 21 §5).
    expect(stub.calls.map((call) => call.query)).toEqual([
      undefined,
      { mun: "66023" },
      { forSaleForRent: "buy", mun: "66023", price_max: "500000" },
      { NorthEast_lat: "46.1", open_house: "1", type: "condo" },
    ]);
    expect(cacheKey(request("/fr/proprietes", "gclid=1&mun=1"))).toBe(
      cacheKey(request("/fr/proprietes", "mun=1&utm_source=2")),
    );
    expect(cacheKey(request("/fr/proprietes", "mun=1"))).not.toBe(
      cacheKey(request("/fr/proprietes", "mun=2")),
    );
  });

  it("a valid variant is sent and makes the page personal; edit only goes with the edit-mode secret", async () => {
    const secret = "the-preview-secret-0123456789";
    const { loadPage, isPrivateRequest } = await loadModule({ PREVIEW_TOKEN: secret });
    await loadPage(request("/fr", "variant=b-2"));
    await loadPage(request("/fr", "edit=1"));
    await loadPage(request("/fr", `edit=1&preview_token=${secret}`));
    expect(stub.calls.map((call) => call.query)).toEqual([{ variant: "b-2" }, undefined, { edit: "1" }]);
    expect(JSON.stringify(stub.calls)).not.toContain(secret);
    expect(isPrivateRequest(new URLSearchParams("variant=b-2"))).toBe(true);
    expect(isPrivateRequest(new URLSearchParams(`preview_token=${secret}`))).toBe(true);
    expect(isPrivateRequest(new URLSearchParams("variant=" + "x".repeat(40)))).toBe(false);
    expect(isPrivateRequest(new URLSearchParams("preview_token=wrong-wrong-wrong-wrong"))).toBe(false);
    expect(isPrivateRequest(new URLSearchParams("edit=1"))).toBe(false);
  });
});

describe("readiness: a cached view of the CMS, never one call per probe (issue 11 §1)", () => {
  async function readiness(env: Record<string, string> = {}) {
    vi.resetModules();
    setTestEnv(stub, env);
    const { loader } = await import("~/routes/readyz");
    return async () => {
      const started = performance.now();
      const response = await loader();
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
  }

  it("probes within the refresh window make no CMS call", async () => {
    const probe = await readiness({ READINESS_REFRESH_MS: "10000" });
    expect((await probe()).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await probe()).status).toBe(200);
    expect(stub.calls).toHaveLength(1);
  });

  it("after the window a probe answers at once from the last look and refreshes it in the background", async () => {
    const probe = await readiness({ READINESS_REFRESH_MS: "250", UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
    quiet();
    expect((await probe()).status).toBe(200);
    stub.behave({ kind: "hang" });
    await sleep(300);
    // Answered from the last look: sooner than the hanging CMS call could end (its time-out).
    const during = await probe();
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(TIMEOUT_MS);
    let after = await probe();
    while (after.body === "ready") {
      await sleep(50);
      after = await probe();
    }
    // The CMS is out, the replica has pages to serve: still ready, and it says why.
    expect(after).toMatchObject({ status: 200, body: "ready, CMS unreachable" });
    expect(after.ms).toBeLessThan(TIMEOUT_MS);
    expect(stub.calls.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it("a replica whose first look fails is not ready until the CMS answers", async () => {
    const probe = await readiness({ READINESS_REFRESH_MS: "50" });
    quiet();
    stub.behave({ kind: "status", status: 502 });
    expect(await probe()).toMatchObject({ status: 503, body: "CMS unreachable" });
    stub.behave({ kind: "page" });
    await sleep(60);
    let after = await probe();
    while (after.status === 503) {
      await sleep(20);
      after = await probe();
    }
    expect(after).toMatchObject({ status: 200, body: "ready" });
  });

  it("a busy moment (every CMS slot taken by visitors) does not make the replica unready", async () => {
    const probe = await readiness({
      READINESS_REFRESH_MS: "50",
      CMS_MAX_IN_FLIGHT: "1",
      CMS_QUEUE_WAIT_MS: "0",
    });
    expect((await probe()).status).toBe(200);
    const { loadPage } = await import("~/cms/page.server");
    stub.behave({ kind: "page", delayMs: 200 });
    const visitor = loadPage(request("/fr/occupee"));
    await sleep(80);
    expect((await probe()).status).toBe(200);
    await sleep(20);
    expect((await probe()).status).toBe(200);
    await visitor;
    expect(stub.calls.map((call) => call.path)).toEqual(["/fr", "/fr/occupee"]);
  });

  it("an open breaker keeps a replica that reached the CMS ready, without a CMS call", async () => {
    const probe = await readiness({
      READINESS_REFRESH_MS: "50",
      CMS_BREAKER_THRESHOLD: "2",
      CMS_BREAKER_COOLDOWN_MS: "10000",
    });
    quiet();
    expect((await probe()).status).toBe(200);
    const { loadPage } = await import("~/cms/page.server");
    stub.behave({ kind: "status", status: 502 });
    for (const path of ["/fr/a", "/fr/b"]) await thrownBy(loadPage(request(path)));
    await sleep(60);
    await probe();
    await sleep(20);
    expect(await probe()).toMatchObject({ status: 200, body: "ready, CMS unreachable" });
    expect(stub.calls).toHaveLength(3);
  });

  it("simultaneous probes at start share the first look", async () => {
    const probe = await readiness({ READINESS_REFRESH_MS: "10000" });
    stub.behave({ kind: "page", delayMs: 50 });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => probe()));
    expect(statuses.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(stub.calls).toHaveLength(1);
  });
});
