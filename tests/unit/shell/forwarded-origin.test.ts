import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

describe("the page's Cache-Control when the request chose its origin (issues 21 §7, 35 §5)", () => {
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
    // The Host alone is as forgeable as a forwarded header (Host: evil.example reached the links).
    expect(await cacheControl(env, { Host: "agence.test" })).toBe("private, no-store");
  });

  it("is public with PUBLIC_ORIGIN set, whatever the request says, and in development", async () => {
    const withOrigin = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://agence.test" };
    expect(await cacheControl(withOrigin, forged)).toMatch(/^public, /);
    const development = { NODE_ENV: "development", PUBLIC_ORIGIN: undefined };
    expect(await cacheControl(development, { Host: "agence.test" })).toMatch(/^public, /);
  });
});
