import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { hasBuild, request, startServer, startStubCms, type RunningServer, type StubCms } from "./harness";

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? "none";

let cms: StubCms;
let server: RunningServer;

beforeAll(async () => {
  if (!hasBuild) return;
  cms = await startStubCms();
  server = await startServer(cms, { PAGE_CACHE_SECONDS: "30" });
});
afterAll(async () => {
  await server?.stop();
  await cms?.close();
});

describe.skipIf(!hasBuild)(
  "whole public pages reused for a few seconds (server/page-output-cache.mjs)",
  () => {
    it("a second visit of a public page is answered from memory: same page, its own nonce, no render", async () => {
      const first = await request(server.port, "/fr/cache-a", { headers: { "Accept-Encoding": "identity" } });
      const callsAfterFirst = cms.calls.length;
      const second = await request(server.port, "/fr/cache-a", { headers: { "Accept-Encoding": "gzip" } });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.headers["content-encoding"]).toBe("gzip");
      expect(second.headers.age).toBeDefined();
      // Issue 21 §6: each answer has its own nonce, in its CSP and in every script of the page.
      const firstNonce = nonceOf(first.headers["content-security-policy"]);
      const secondNonce = nonceOf(second.headers["content-security-policy"]);
      expect(secondNonce).not.toBe(firstNonce);
      const secondBody = gunzipSync(second.body).toString();
      expect(secondBody).not.toContain(firstNonce);
      expect(secondBody.split(secondNonce).join(firstNonce)).toBe(first.body.toString());
      expect(secondBody).toContain(`nonce="${secondNonce}"`);
      expect(String(second.headers["cache-control"])).toContain("public");
      expect(cms.calls.length).toBe(callsAfterFirst);
    });

    it("another address, and a private page (a variant), are rendered afresh", async () => {
      await request(server.port, "/fr/cache-b");
      const before = cms.calls.length;
      await request(server.port, "/fr/cache-c");
      expect(cms.calls.length).toBe(before + 1);
      const variant = await request(server.port, "/fr/cache-b?variant=2");
      const again = await request(server.port, "/fr/cache-b?variant=2");
      expect(String(variant.headers["cache-control"])).toContain("private");
      expect(again.headers.age).toBeUndefined();
      expect(cms.calls.length).toBe(before + 3);
    });
  },
);

/** An app behind the cache, in this process: a page of two nonce-carrying scripts, public for 30 s. */
async function startApp(options: { maxSlots?: number } = {}) {
  const { pageOutputCache } = await import("../../../server/page-output-cache.mjs");
  const state = { renders: 0, active: 0, gate: Promise.resolve(), status: 200 };
  const app = express();
  app.use(pageOutputCache({ maxSeconds: 30 }));
  app.get("*", async (req, res) => {
    // A stand-in for the render limit: beyond its slots, the designed 503.
    if (state.active >= (options.maxSlots ?? Infinity)) return void res.status(503).end("busy");
    state.active += 1;
    state.renders += 1;
    const render = state.renders;
    await state.gate;
    state.active -= 1;
    const nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
    res.status(state.status).type("html");
    res.end(
      `<p>${req.originalUrl} #${render}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`,
    );
  });
  const appServer = http.createServer(app);
  await new Promise<void>((resolve) => appServer.listen(0, "127.0.0.1", resolve));
  const port = (appServer.address() as AddressInfo).port;
  const get = (path: string) => request(port, path, { headers: { "Accept-Encoding": "identity" } });
  /** Holds the next renders until the returned function is called. */
  const hold = () => {
    let release = () => {};
    state.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      release();
      state.gate = Promise.resolve();
    };
  };
  return { state, get, hold, stop: () => new Promise<void>((resolve) => appServer.close(() => resolve())) };
}

/** Resolves once `check` holds, polling; no wall-clock bound of its own (the test's time-out applies). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the whole-page cache under a crowd (issue 21 §5, §6)", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.stop();
  });

  it("every answer has its own nonce, in its CSP header and each of its scripts", async () => {
    app = await startApp();
    const answers = [await app.get("/n"), await app.get("/n"), await app.get("/n")];
    const nonces = answers.map((answer) => nonceOf(answer.headers["content-security-policy"]));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((answer, index) => {
      const body = answer.body.toString();
      expect(body.split(`nonce="${nonces[index]}"`)).toHaveLength(3);
      expect(body).toContain("/n #1");
    });
    expect(answers[2].headers.age).toBeDefined();
    // Answers sent at once, from reused copies, each keep their own nonce throughout.
    const crowd = await Promise.all(Array.from({ length: 20 }, () => app.get("/n")));
    for (const answer of crowd) {
      const nonce = nonceOf(answer.headers["content-security-policy"]);
      expect(answer.body.toString().split(`nonce="${nonce}"`)).toHaveLength(3);
    }
    expect(new Set(crowd.map((answer) => nonceOf(answer.headers["content-security-policy"]))).size).toBe(20);
    expect(app.state.renders).toBe(1);
  });

  it("visitors of a page being rendered wait for that render: one render for all (single flight)", async () => {
    app = await startApp();
    const release = app.hold();
    const answers = Array.from({ length: 20 }, () => app.get("/crowd"));
    await until(() => app.state.renders >= 1);
    release();
    const done = await Promise.all(answers);
    expect(done.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(app.state.renders).toBe(1);
  });

  it("after expiry one visitor refreshes the page while the others get the expired copy, no 503", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    app = await startApp({ maxSlots: 2 });
    expect((await app.get("/expiry")).status).toBe(200);
    vi.setSystemTime(Date.now() + 31_000);
    const release = app.hold();
    const refresher = app.get("/expiry");
    await until(() => app.state.renders >= 2);
    const crowd = await Promise.all(Array.from({ length: 100 }, () => app.get("/expiry")));
    expect(crowd.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(crowd.every((answer) => Number(answer.headers.age) >= 31)).toBe(true);
    release();
    expect((await refresher).body.toString()).toContain("/expiry #2");
    expect((await app.get("/expiry")).body.toString()).toContain("/expiry #2");
    expect(app.state.renders).toBe(2);
  });

  it("600 new query strings on one page do not push the other pages out", async () => {
    app = await startApp();
    await app.get("/primed");
    for (let mun = 1; mun <= 600; mun++) await app.get(`/search?mun=${mun}`);
    const rendersBefore = app.state.renders;
    const again = await app.get("/primed");
    expect(again.headers.age).toBeDefined();
    expect(app.state.renders).toBe(rendersBefore);
  }, 60_000);

  it("a refresh that finds the page gone drops the copy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    app = await startApp();
    await app.get("/gone");
    vi.setSystemTime(Date.now() + 31_000);
    app.state.status = 404;
    expect((await app.get("/gone")).status).toBe(404);
    expect((await app.get("/gone")).status).toBe(404);
  });
});
