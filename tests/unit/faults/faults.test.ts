// The fault and bad-input suite (issue 11 §4): server.mjs on the production build, in front of a
// stub CMS and core API that fail as told, runs every scenario of scenarios.ts. For each: the
// scenario's own expectation, the universal rules of checks.ts, and the server still alive after.
import vm from "node:vm";
import {
  STUB_PAGE_MARKER,
  startStubUpstream,
  type Behavior,
  type StubUpstream,
} from "../../../scripts/stub-upstream.mjs";
import { hasBuild, request, startServer, type RunningServer } from "../server/harness";
import { rawExchange, universalProblems, visibleHtml, type Answer } from "./checks";
import { scenarios, UPSTREAM_TIMEOUT_MS, type Expect, type HttpRequest, type RawRequest } from "./scenarios";

if (!hasBuild) console.warn("tests/unit/faults: skipped, there is no build/. Run `npm run build` first.");

let upstream: StubUpstream;
let server: RunningServer;
let origin = "";

beforeAll(async () => {
  if (!hasBuild) return;
  upstream = await startStubUpstream();
  server = await startServer(upstream, {
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    // Scenarios fail the CMS one after the other; the breaker would turn later ones away unasked.
    CMS_BREAKER_THRESHOLD: "1000",
    STALE_IF_ERROR_SECONDS: "600",
  });
  origin = `http://localhost:${server.port}`;
}, 30_000);
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** Replaces {page} and {origin} anywhere in a request or an upstream behaviour. */
function fill<T>(value: T, pagePath: string): T {
  const text = JSON.stringify(value).replaceAll("{page}", pagePath).replaceAll("{origin}", origin);
  return JSON.parse(text) as T;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function send(req: HttpRequest | RawRequest): Promise<Answer> {
  const started = performance.now();
  if ("raw" in req) {
    const answer = await rawExchange(server.port, req.raw);
    return { ...answer, ms: performance.now() - started };
  }
  const answer = await withTimeout(
    request(server.port, req.path, { method: req.method, headers: req.headers, body: req.body }),
    10_000,
    req.path.slice(0, 80),
  );
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.body.toString("utf8"),
    ms: performance.now() - started,
  };
}

function expectationProblems(answer: Answer, expected: Expect): string[] {
  const problems: string[] = [];
  const statuses = [expected.status].flat();
  if (!statuses.includes(answer.status))
    problems.push(`status ${answer.status}, expected ${statuses.join(" or ")}`);
  if (expected.page && !answer.body.includes(STUB_PAGE_MARKER)) problems.push("not the CMS page");
  const retryAfter = answer.headers["retry-after"];
  if (expected.retryAfter && !/^\d+$/.test(String(retryAfter))) problems.push(`Retry-After is ${retryAfter}`);
  if (expected.canonical) {
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(answer.body)?.[1];
    if (!canonical?.startsWith(`${origin}/`)) problems.push(`canonical ${canonical}, expected ${origin}/…`);
  }
  const headerText = JSON.stringify(answer.headers);
  const visible = visibleHtml(answer.body);
  for (const text of expected.lacks ?? []) {
    if (visible.includes(text)) problems.push(`the body holds ${JSON.stringify(text.slice(0, 60))}`);
    if (headerText.includes(text)) problems.push(`a header holds ${JSON.stringify(text.slice(0, 60))}`);
  }
  for (const text of expected.has ?? []) {
    if (!answer.body.includes(text)) problems.push(`the body lacks ${JSON.stringify(text)}`);
  }
  if (expected.maxMs !== undefined && answer.ms > expected.maxMs)
    problems.push(`answered in ${Math.round(answer.ms)} ms, more than ${expected.maxMs} ms`);
  if (expected.scriptsCompile) {
    for (const [, attributes, code] of answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=|type="module"|type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      try {
        new vm.Script(code);
      } catch (error) {
        problems.push(`an inline script does not compile (${String(error)}): ${code.slice(0, 80)}`);
      }
    }
  }
  if (expected.maxBytes !== undefined && answer.body.length > expected.maxBytes)
    problems.push(`${answer.body.length} bytes, more than ${expected.maxBytes}`);
  return problems;
}

const failedRequests = () => server.logs.filter((line) => line.msg === "request failed").length;

describe.skipIf(!hasBuild)(`fault and bad-input suite (${scenarios.length} scenarios)`, () => {
  it("names each scenario once", () => {
    expect(new Set(scenarios.map((scenario) => scenario.name)).size).toBe(scenarios.length);
  });

  it.each(scenarios.map((scenario, index) => ({ ...scenario, index })))(
    "$name",
    async ({ index, prime, upstream: behavior, otherCalls, request: req, concurrent, expect: expected }) => {
      const pagePath = `/fr/cas-${index}`;
      const before = failedRequests();
      if (prime) {
        const healthy = await send({ path: pagePath });
        expect(healthy.status, "the page before the fault").toBe(200);
      }
      if (behavior) {
        const given = typeof behavior === "function" ? behavior(pagePath) : behavior;
        upstream.behaviors.set(pagePath, fill<Behavior>(given, pagePath));
      }
      for (const [key, other] of Object.entries(otherCalls ?? {})) upstream.behaviors.set(key, other);
      try {
        const filled = fill(req, pagePath);
        const method = "raw" in filled ? filled.raw.split(" ")[0] : (filled.method ?? "GET");
        const answers = await Promise.all(Array.from({ length: concurrent ?? 1 }, () => send(filled)));
        for (const answer of answers) {
          const problems = [
            ...expectationProblems(answer, expected),
            ...universalProblems(answer, { method, origins: [origin, `http://127.0.0.1:${server.port}`] }),
          ];
          expect(problems).toEqual([]);
        }
      } finally {
        upstream.behaviors.delete(pagePath);
        for (const key of Object.keys(otherCalls ?? {})) upstream.behaviors.delete(key);
      }

      // No crash: the server still answers its liveness probe; no error escaped to Express.
      const health = await withTimeout(request(server.port, "/healthz"), 2000, "/healthz");
      expect(health.status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(failedRequests(), "errors that reached server.mjs's error handler").toBe(before);
    },
    20_000,
  );
});

describe.skipIf(!hasBuild)("a dead CMS (issue 11: 20 visits of uncached pages made 20 calls)", () => {
  it("is called until the breaker opens, then visitors get the designed 503 at once", async () => {
    const dead = await startStubUpstream({ fallback: { kind: "hang" } });
    const deadServer = await startServer(dead, {
      UPSTREAM_TIMEOUT_MS: "2000",
      CMS_BREAKER_THRESHOLD: "2",
      CMS_BREAKER_COOLDOWN_MS: "60000",
    });
    try {
      const answers: Answer[] = [];
      for (let visit = 0; visit < 20; visit += 1) {
        const started = performance.now();
        const answer = await withTimeout(request(deadServer.port, `/fr/mort-${visit}`), 5000, "a visit");
        answers.push({ ...answer, body: answer.body.toString("utf8"), ms: performance.now() - started });
      }
      expect(dead.calls.filter((key) => key.startsWith("/fr/mort-")).length).toBeLessThanOrEqual(2);
      for (const answer of answers) {
        expect(universalProblems(answer, { method: "GET", origins: [] })).toEqual([]);
        expect(answer.status).toBe(503);
        expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      }
      // Once the breaker is open nobody waits for the time-out (2 s).
      for (const answer of answers.slice(2)) expect(answer.ms).toBeLessThan(1200);
    } finally {
      await deadServer.stop();
      await dead.close();
    }
  }, 30_000);
});

describe.skipIf(!hasBuild)("the upstream time-out while the server collects garbage", () => {
  it("still ends a hanging CMS call: the visitor gets an answer, not a request held for good", async () => {
    const stub = await startStubUpstream();
    // A full collection every 50 ms, as a busy server runs them (Node 20's AbortSignal.any dropped a
    // collected AbortSignal.timeout, so the time-out never fired).
    const collecting =
      "--expose-gc --import=data:text/javascript,setInterval(()=>globalThis.gc(),50).unref()";
    const busy = await startServer(stub, { UPSTREAM_TIMEOUT_MS: "1000", NODE_OPTIONS: collecting });
    try {
      stub.behaviors.set("/fr/pendu", { kind: "hang" });
      const started = performance.now();
      const answer = await withTimeout(request(busy.port, "/fr/pendu"), 6000, "a page whose CMS call hangs");
      expect(answer.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(4000);
      expect((await request(busy.port, "/healthz")).status).toBe(200);
    } finally {
      await busy.stop();
      await stub.close();
    }
  }, 20_000);
});
