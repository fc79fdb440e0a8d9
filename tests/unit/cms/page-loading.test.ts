import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown };
let server: Server;
let seen: Seen[] = [];
let answer: (path: string) => {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

async function loadModule(env: Record<string, string>) {
  vi.resetModules();
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  Object.assign(process.env, {
    CMS_URL: url,
    CORE_URL: url,
    CMS_KEY: "cms-secret",
    // Generous: on a busy machine a healthy answer may take a second (a time-out would turn it into a 503).
    UPSTREAM_TIMEOUT_MS: "5000",
    STALE_IF_ERROR_SECONDS: "86400",
    ...env,
  });
  const pageModule = await import("~/cms/page.server");
  pageModule.rawPageCache.clear();
  return pageModule;
}

const pageRequest = (path: string, query = "") => ({
  locale: "fr" as const,
  path,
  query: new URLSearchParams(query),
  domainName: "agence.test",
});

async function thrownResponse(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; init?: ResponseInit; data?: unknown; headers?: Headers };
  }
  throw new Error("expected a throw");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const reply = answer((body as { path?: string } | null)?.path ?? "");
      setTimeout(() => {
        res.writeHead(reply.status, { "Content-Type": "application/json", ...reply.headers });
        res.end(reply.body ?? "");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  delete process.env.SITE_ID;
  answer = () => ({ status: 200, body: JSON.stringify({ title: { fr: "Accueil" } }) });
});

describe("page call (spec 1 §7, ARCHITECTURE §3)", () => {
  it("normal mode posts path, query and production to /api/page/{SITE_ID} with the CMS headers", async () => {
    const { loadPage } = await loadModule({ SITE_ID: "42", CMS_PRODUCTION: "true" });
    const page = await loadPage(pageRequest("/fr/contact", "variant=3&mun=66023&utm_source=x"));
    expect(page.title).toEqual({ fr: "Accueil" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "/api/page/42",
      body: { path: "/fr/contact", query: { mun: "66023", variant: "3" }, production: true },
    });
    expect(seen[0].headers).toMatchObject({
      "x-header-api": "cms-secret",
      "content-language": "fr",
      accept: "application/json",
    });
  });

  it("alternate mode posts to /api/page with the domain name and the production flag", async () => {
    const { loadPage } = await loadModule({ CMS_PRODUCTION: "false" });
    await loadPage(pageRequest("/fr"));
    expect(seen[0]).toMatchObject({
      url: "/api/page",
      body: { path: "/fr", domain_name: "agence.test", production: false },
    });
  });

  it("the edit-mode secret is never forwarded to the CMS", async () => {
    // A page with a search block, so the filters go with the call (issue 21 §5).
    answer = () => ({
      status: 200,
      body: JSON.stringify({ content: { fields: [{ block_type: "property-search", fields: {} }] } }),
    });
    const { loadPage } = await loadModule({ SITE_ID: "1" });
    await loadPage(pageRequest("/fr", "preview_token=secret-secret-secret&mun=66023"));
    expect(seen.at(-1)?.body).toMatchObject({ query: { mun: "66023" } });
    expect(JSON.stringify(seen.map((call) => call.body))).not.toContain("secret");
  });

  it("simultaneous visitors of one public page share a single CMS call", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ title: { fr: "Accueil" } }), delayMs: 50 });
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "0" });
    const pages = await Promise.all([
      loadPage(pageRequest("/fr")),
      loadPage(pageRequest("/fr")),
      loadPage(pageRequest("/fr")),
    ]);
    expect(pages.map((page) => page.title)).toEqual([
      { fr: "Accueil" },
      { fr: "Accueil" },
      { fr: "Accueil" },
    ]);
    expect(seen).toHaveLength(1);
  });

  it("a visitor who leaves stops waiting at once: the request's abort signal reaches the page call", async () => {
    // The CMS answers after CMS_DELAY_MS: rejected with the visitor's reason before then means the
    // abort, not the answer, ended the wait (a bound no busy machine can break: timers never fire early).
    const CMS_DELAY_MS = 5000;
    answer = () => ({ status: 200, body: "{}", delayMs: CMS_DELAY_MS });
    const { loadPage } = await loadModule({ UPSTREAM_TIMEOUT_MS: "20000" });
    for (const query of ["", "variant=2"]) {
      const controller = new AbortController();
      const started = Date.now();
      const pending = loadPage({ ...pageRequest("/fr/quitte", query), signal: controller.signal });
      setTimeout(() => controller.abort(new Error("visitor left")), 20);
      await expect(pending).rejects.toThrow("visitor left");
      expect(Date.now() - started).toBeLessThan(CMS_DELAY_MS);
    }
  });

  it("a 301 with a location becomes a 301 redirect", async () => {
    answer = () => ({ status: 301, body: JSON.stringify({ location: "/fr/nouveau" }) });
    const { loadPage } = await loadModule({});
    const response = await thrownResponse(loadPage(pageRequest("/fr/ancien")));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe("/fr/nouveau");
  });

  it.each([403, 404, 418, 500])("status %i throws the error page data with that status", async (status) => {
    answer = () => ({ status, body: "{}" });
    const { loadPage } = await loadModule({});
    const thrown = await thrownResponse(loadPage(pageRequest("/fr/x")));
    expect(thrown.init?.status).toBe(status);
  });

  it("503 sends Retry-After", async () => {
    answer = () => ({ status: 503, body: "{}" });
    const { loadPage } = await loadModule({});
    const thrown = await thrownResponse(loadPage(pageRequest("/fr/x")));
    expect(thrown.init?.status).toBe(503);
    expect(new Headers(thrown.init?.headers).get("Retry-After")).toBeTruthy();
  });

  it("a slow CMS times out into a 503 with Retry-After instead of hanging (issue 11: an outage)", async () => {
    // Far past its time-out, so the answer cannot win even on a busy machine.
    answer = () => ({ status: 200, body: "{}", delayMs: 10_000 });
    const { loadPage } = await loadModule({ UPSTREAM_TIMEOUT_MS: "1000" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = await thrownResponse(loadPage(pageRequest("/fr/lent")));
    error.mockRestore();
    expect(thrown.init?.status).toBe(503);
    expect(new Headers(thrown.init?.headers).get("Retry-After")).toBeTruthy();
  });

  it("an unreachable CMS is an outage, not an exception of ours: 503 with the designed 503 page", async () => {
    const { loadPage } = await loadModule({ CMS_URL: "http://127.0.0.1:1", CORE_URL: "http://127.0.0.1:1" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = await thrownResponse(loadPage(pageRequest("/fr")));
    error.mockRestore();
    expect(thrown.init?.status).toBe(503);
    expect(thrown.data).toMatchObject({ messageKey: "503-message" });
  });

  it("details are only included when errors are exposed", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ content: 42 }) });
    const hidden = await loadModule({ EXPOSE_ERRORS: "false" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await thrownResponse(hidden.loadPage(pageRequest("/fr")))).data).toEqual({
      messageKey: "500-message",
    });
    const shown = await loadModule({ EXPOSE_ERRORS: "true" });
    expect((await thrownResponse(shown.loadPage(pageRequest("/fr")))).data).toMatchObject({
      detail: expect.stringContaining("content"),
    });
    error.mockRestore();
  });

  it("reuses a public page answer but never caches a variant", async () => {
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "30" });
    await loadPage(pageRequest("/fr"));
    await loadPage(pageRequest("/fr"));
    expect(seen).toHaveLength(1);
    await loadPage(pageRequest("/fr", "variant=2"));
    await loadPage(pageRequest("/fr", "variant=2"));
    expect(seen).toHaveLength(3);
  });
});

describe("readiness (/readyz)", () => {
  async function readiness(env: Record<string, string> = {}) {
    await loadModule({ SITE_ID: "1", ...env });
    const { loader } = await import("~/routes/readyz");
    return (await loader()).status;
  }

  it("is ready when the CMS serves the home page", async () => {
    expect(await readiness()).toBe(200);
  });

  it.each([401, 403, 404, 502])("is not ready when the CMS answers %i", async (status) => {
    answer = () => ({ status, body: "{}" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readiness()).toBe(503);
    error.mockRestore();
  });

  it("asks about the public domain in alternate mode", async () => {
    delete process.env.SITE_ID;
    await loadModule({ PUBLIC_ORIGIN: "https://www.agence.test" });
    const { loader } = await import("~/routes/readyz");
    await loader();
    expect(seen[0].body).toMatchObject({ domain_name: "agence.test" });
  });
});
