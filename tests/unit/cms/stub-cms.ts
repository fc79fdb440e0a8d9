import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

/**
 * A stub CMS on 127.0.0.1 that can answer, delay, hang, reset, trickle, send HTML or truncated JSON,
 * for the fault tests of the page loading (issue 11).
 */
export type StubBehaviour =
  | { kind: "page"; title?: string; delayMs?: number }
  | { kind: "status"; status: number; body?: string; contentType?: string; delayMs?: number }
  | { kind: "html"; status?: number }
  | { kind: "truncated" }
  | { kind: "reset" }
  | { kind: "hang" }
  | { kind: "trickle"; forMs: number };

export type StubCall = { path: string; query: Record<string, string> | undefined; body: unknown };

export type StubCms = {
  url: string;
  calls: StubCall[];
  /** Most calls under way at once since the last reset. */
  maxActive: number;
  behave(behaviour: StubBehaviour | ((call: StubCall) => StubBehaviour)): void;
  reset(): void;
  close(): Promise<void>;
};

function answer(res: ServerResponse, req: IncomingMessage, behaviour: StubBehaviour, done: () => void) {
  const json = { "Content-Type": "application/json" };
  switch (behaviour.kind) {
    case "page":
      res.writeHead(200, json);
      res.end(JSON.stringify({ title: { fr: behaviour.title ?? "Accueil" }, content: { fields: [] } }));
      return done();
    case "status":
      res.writeHead(behaviour.status, { "Content-Type": behaviour.contentType ?? "application/json" });
      res.end(behaviour.body ?? "{}");
      return done();
    case "html":
      res.writeHead(behaviour.status ?? 200, { "Content-Type": "text/html" });
      res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
      return done();
    case "truncated":
      res.writeHead(200, json);
      res.end('{"title": {"fr": "Acc');
      return done();
    case "reset":
      req.socket.destroy();
      return done();
    case "hang":
      res.on("close", done);
      return;
    case "trickle": {
      res.writeHead(200, json);
      res.write('{"title": {"fr": "Lent"}');
      const started = Date.now();
      const timer = setInterval(() => {
        if (Date.now() - started >= behaviour.forMs) {
          clearInterval(timer);
          res.end(', "content": {"fields": []}}');
          done();
        } else res.write(" ");
      }, 20);
      res.on("close", () => {
        clearInterval(timer);
        done();
      });
      return;
    }
  }
}

export async function startStubCms(): Promise<StubCms> {
  let behaviour: StubBehaviour | ((call: StubCall) => StubBehaviour) = { kind: "page" };
  let active = 0;
  const stub: Omit<StubCms, "url"> & { url: string } = {
    url: "",
    calls: [],
    maxActive: 0,
    behave(next) {
      behaviour = next;
    },
    reset() {
      stub.calls = [];
      stub.maxActive = 0;
      behaviour = { kind: "page" };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? (JSON.parse(raw) as { path?: string; query?: Record<string, string> }) : {};
      const call = { path: body.path ?? req.url ?? "", query: body.query, body };
      stub.calls.push(call);
      active += 1;
      stub.maxActive = Math.max(stub.maxActive, active);
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        active -= 1;
      };
      const chosen = typeof behaviour === "function" ? behaviour(call) : behaviour;
      const delayMs = "delayMs" in chosen ? (chosen.delayMs ?? 0) : 0;
      if (delayMs > 0) setTimeout(() => answer(res, req, chosen, done), delayMs);
      else answer(res, req, chosen, done);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

/** Settings of the resilience tests: short time-outs, and every protection off unless a test sets it. */
export const RESILIENCE_ENV_KEYS = [
  "UPSTREAM_TIMEOUT_MS",
  "PAGE_CACHE_SECONDS",
  "STALE_IF_ERROR_SECONDS",
  "PAGE_CACHE_MAX_MB",
  "CMS_BREAKER_THRESHOLD",
  "CMS_BREAKER_COOLDOWN_MS",
  "CMS_MAX_IN_FLIGHT",
  "CMS_QUEUE_WAIT_MS",
  "READINESS_REFRESH_MS",
  "SITE_ID",
  "PREVIEW_TOKEN",
  "EXPOSE_ERRORS",
];

export function setTestEnv(stub: StubCms, env: Record<string, string>): void {
  for (const key of RESILIENCE_ENV_KEYS) delete process.env[key];
  Object.assign(process.env, {
    CMS_URL: stub.url,
    CORE_URL: stub.url,
    CMS_KEY: "cms-secret",
    SITE_ID: "1",
    // Generous: on a busy machine a healthy answer may take a second; tests of time-outs set theirs.
    UPSTREAM_TIMEOUT_MS: "5000",
    PAGE_CACHE_SECONDS: "0",
    CMS_BREAKER_THRESHOLD: "1000",
    ...env,
  });
}

export async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { init?: ResponseInit; data?: unknown; status?: number; headers?: Headers };
  }
  throw new Error("expected a throw");
}

/**
 * One stub CMS for the whole test file, reset before each test (and mocks restored after each).
 * The object stands for the stub that beforeAll starts.
 */
export function useStubCmsPerFile(): StubCms {
  let current: StubCms | undefined;
  const started = () => {
    if (!current) throw new Error("the stub CMS starts in beforeAll");
    return current;
  };
  beforeAll(async () => {
    current = await startStubCms();
  });
  afterAll(() => started().close());
  beforeEach(() => started().reset());
  afterEach(() => vi.restoreAllMocks());
  return {
    get url() {
      return started().url;
    },
    get calls() {
      return started().calls;
    },
    get maxActive() {
      return started().maxActive;
    },
    behave: (behaviour) => started().behave(behaviour),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}

/** A fresh `~/cms/page.server` (modules reset) with the test settings and `env`, against `stub`. */
export async function freshPageServer(stub: StubCms, env: Record<string, string> = {}) {
  vi.resetModules();
  setTestEnv(stub, env);
  return import("~/cms/page.server");
}
