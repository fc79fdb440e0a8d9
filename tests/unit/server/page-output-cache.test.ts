import { gunzipSync } from "node:zlib";
import { hasBuild, request, startServer, startStubCms, type RunningServer, type StubCms } from "./harness";

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
    it("a second visit of a public page is answered from memory: same bytes, same nonce, no render", async () => {
      const first = await request(server.port, "/fr/cache-a", { headers: { "Accept-Encoding": "identity" } });
      const callsAfterFirst = cms.calls.length;
      const second = await request(server.port, "/fr/cache-a", { headers: { "Accept-Encoding": "gzip" } });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.headers["content-encoding"]).toBe("gzip");
      expect(second.headers.age).toBeDefined();
      expect(gunzipSync(second.body).toString()).toBe(first.body.toString());
      expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
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
