import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isOriginForwarded } from "~/cms/request-context.server";

const request = (headers: Record<string, string>) => new Request("http://10.0.0.5:3000/en", { headers });

describe("an origin chosen by forwarded headers (issue 21 §7)", () => {
  it("is one that X-Forwarded-Host or X-Forwarded-Proto changed", () => {
    expect(isOriginForwarded(request({ Host: "site.test", "X-Forwarded-Host": "evil.example" }), null)).toBe(
      true,
    );
    expect(isOriginForwarded(request({ Host: "site.test", "X-Forwarded-Proto": "http" }), null)).toBe(true);
  });

  it("is not one that forwarded headers only repeat, nor any origin with PUBLIC_ORIGIN set", () => {
    expect(isOriginForwarded(request({ Host: "site.test" }), null)).toBe(false);
    expect(
      isOriginForwarded(
        request({ Host: "site.test", "X-Forwarded-Host": "site.test", "X-Forwarded-Proto": "https" }),
        null,
      ),
    ).toBe(false);
    // A malformed forwarded host is ignored, so it chose nothing.
    expect(isOriginForwarded(request({ Host: "site.test", "X-Forwarded-Host": "a/<b>" }), null)).toBe(false);
    expect(
      isOriginForwarded(
        request({ Host: "site.test", "X-Forwarded-Host": "evil.example" }),
        "https://site.test",
      ),
    ).toBe(false);
  });
});

describe("the page's Cache-Control when forwarded headers chose its origin", () => {
  let cms: Server;
  beforeAll(async () => {
    cms = createServer((req, res) => {
      req.resume().on("end", () => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ header: [], footer: [], content: { fields: [] } }));
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  async function cacheControl(env: Record<string, string | undefined>, headers: Record<string, string>) {
    vi.resetModules();
    const url = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    Object.assign(process.env, { CMS_URL: url, CORE_URL: url, SITE_ID: "1", PAGE_CACHE_SECONDS: "30" });
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    (await import("~/i18n/messages.server")).registerAllMessages();
    const { loadPageRoute } = await import("~/cms/page-route.server");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = (await loadPageRoute({
      request: new Request("http://10.0.0.5:3000/en", { headers }),
      params: { lang: "en" },
      context: {},
    })) as unknown as { init: ResponseInit | null };
    vi.mocked(console.warn).mockRestore();
    return new Headers(answer.init?.headers).get("Cache-Control");
  }

  const forged = { Host: "agence.test", "X-Forwarded-Host": "evil.example" };

  it("in production without PUBLIC_ORIGIN: private, so no shared cache keeps a forged host", async () => {
    const env = { NODE_ENV: "production", PUBLIC_ORIGIN: undefined };
    expect(await cacheControl(env, forged)).toBe("private, no-store");
    expect(await cacheControl(env, { Host: "agence.test", "X-Forwarded-Proto": "http" })).toBe(
      "private, no-store",
    );
  });

  it("stays public when the Host alone chose the origin, or PUBLIC_ORIGIN is set", async () => {
    const production = { NODE_ENV: "production", PUBLIC_ORIGIN: undefined };
    expect(await cacheControl(production, { Host: "agence.test" })).toMatch(/^public, /);
    const withOrigin = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://agence.test" };
    expect(await cacheControl(withOrigin, forged)).toMatch(/^public, /);
  });
});
