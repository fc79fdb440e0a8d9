import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

let server: Server;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { CMS_URL: base, CORE_URL: base, CMS_KEY: "cms-secret" });
  vi.resetModules();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the four HTTP clients (spec 1 §7)", () => {
  it("each sends its base, its key header, Content-Language and Accept", async () => {
    const clients = await import("~/cms/clients.server");
    await clients
      .coreProtectedClient({ locale: "en", micrositeId: 7, siteKey: "site-key" })
      .get("municipalities");
    await clients.coreUnprotectedClient({ locale: "fr" }).get("municipalities");
    await clients.cmsClient({ locale: "fr" }).get("development/demo-page");
    await clients.cmsSiteClient({ locale: "en", siteKey: "site-key" }).get("development/demo-page");

    expect(seen.map((request) => request.url)).toEqual([
      "/api/swc/7/municipalities",
      "/api/swc/municipalities",
      "/api/development/demo-page",
      "/api/development/demo-page",
    ]);
    expect(seen[0].headers).toMatchObject({
      "x-site-key": "site-key",
      "content-language": "en",
      accept: "application/json",
    });
    expect(seen[1].headers).toMatchObject({ "content-language": "fr", accept: "application/json" });
    expect(seen[1].headers["x-site-key"]).toBeUndefined();
    expect(seen[2].headers).toMatchObject({ "x-header-api": "cms-secret", "content-language": "fr" });
    expect(seen[3].headers).toMatchObject({ "x-site-api": "site-key", "content-language": "en" });
    expect(seen[3].headers["x-header-api"]).toBeUndefined();
  });
});
