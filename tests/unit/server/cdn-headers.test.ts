// Headers a CDN can trust (issue 35 §5): what a shared cache in front would keep and serve to the
// next visitor. Each test is one defect an independent probe of the build found.
import { shownHtml } from "../../../scripts/designed-page.mjs";
import { startStubUpstream, type StubUpstream } from "../../../scripts/stub-upstream.mjs";
import { hasBuild, rawRequest, request, startServer, type RunningServer } from "./harness";
import { FORM, leadBody, serveContactSite, sitePage, validLead } from "./stub-site";

let upstream: StubUpstream;
let server: RunningServer;
/** The same server without PUBLIC_ORIGIN. */
let bare: RunningServer;
/** While true, every core API call (not the lead post) answers 500; else an empty search. */
let coreDown = false;
const emptySearch = {
  data: { total: 0, propertiesListing: [], municipalities: [], property_types: [], price_increments: [] },
};

const searchPage = (p: string) =>
  sitePage(p, [{ id: 300, block_type: "property-search", block_params: {}, fields: {} }]);

beforeAll(async () => {
  if (!hasBuild) return;
  upstream = await startStubUpstream({
    decide: (key) => {
      if (!key.startsWith("GET /api/swc/")) return undefined;
      return coreDown ? { kind: "status", status: 500 } : { kind: "json", body: emptySearch };
    },
  });
  serveContactSite(upstream);
  upstream.behaviors.set("/fr/proprietes", { kind: "page", page: searchPage("/fr/proprietes") });
  upstream.behaviors.set("/fr/nexiste", { kind: "status", status: 404, body: "{}" });
  upstream.behaviors.set("/fr/interdit", { kind: "status", status: 403, body: "{}" });
  upstream.behaviors.set("/fr/maintenance", { kind: "status", status: 503, body: "{}" });
  upstream.behaviors.set("/fr/theiere", { kind: "status", status: 418, body: "{}" });
  upstream.behaviors.set("/fr/chaine", { kind: "json", body: "a string, not a page" });
  upstream.behaviors.set("/fr/ancienne", { kind: "redirect", status: 301, location: "/fr/nouvelle" });
  const env = { UPSTREAM_TIMEOUT_MS: "1000", CMS_BREAKER_THRESHOLD: "1000", PAGE_CACHE_SECONDS: "30" };
  [server, bare] = await Promise.all([
    startServer(upstream, { ...env, FORM_RATE_LIMIT: "3" }),
    startServer(upstream, { ...env, PUBLIC_ORIGIN: "" }),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await bare?.stop();
  await upstream?.close();
});

const PRIVATE = "private, no-store";

describe.skipIf(!hasBuild)("headers a CDN can trust (issue 35 §5)", () => {
  it("every answer to a form post, showing what the visitor typed, is private, no-store (422, 502, 429)", async () => {
    const post = (body: string) =>
      request(server.port, "/fr/contact", { method: "POST", headers: FORM, body });
    const invalid = await post(
      leadBody({ firstname: "Typé-par-Léa", email: "pas-un-courriel", message: "x" }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.toString()).toContain("Typé-par-Léa");
    expect(invalid.headers["cache-control"]).toBe(PRIVATE);

    upstream.behaviors.set("POST /api/swc/1/contact", { kind: "json", status: 500, body: {} });
    const failed = await post(validLead("cdn-headers-502"));
    upstream.behaviors.delete("POST /api/swc/1/contact");
    expect(failed.status).toBe(502);
    expect(failed.headers["cache-control"]).toBe(PRIVATE);

    let limited = failed;
    for (let post_ = 0; post_ < 5 && limited.status !== 429; post_ += 1) {
      limited = await post(leadBody({ firstname: "Léa", email: "pas-un-courriel" }));
    }
    expect(limited.status).toBe(429);
    expect(limited.headers["cache-control"]).toBe(PRIVATE);
  });

  it("a page degraded by a core API failure is neither stored nor public, and not served once the core is back", async () => {
    coreDown = true;
    const degraded = await request(server.port, "/fr/proprietes?type=condo");
    coreDown = false;
    expect(degraded.status).toBe(200);
    expect(shownHtml(degraded.body.toString())).toContain("n’ont pas pu être chargées");
    expect(degraded.headers["cache-control"]).toBe(PRIVATE);

    const after = await request(server.port, "/fr/proprietes?type=condo");
    expect(after.headers.age).toBeUndefined();
    expect(shownHtml(after.body.toString())).not.toContain("n’ont pas pu être chargées");
    expect(after.headers["cache-control"]).toMatch(/^public/);
  });

  it.each([
    ["/fr/nexiste", 404],
    ["/fr/interdit", 403],
    ["/fr/maintenance", 503],
    ["/fr/theiere", 418],
    ["/fr/chaine", 500],
  ])("the CMS's own status (%s → %i) carries Cache-Control private, no-store", async (path, status) => {
    const answer = await request(server.port, path);
    expect(answer.status).toBe(status);
    expect(answer.headers["cache-control"]).toBe(PRIVATE);
  });

  it("a CMS redirect carries an explicit Cache-Control that no cache keeps for good", async () => {
    const answer = await request(server.port, "/fr/ancienne");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/fr/nouvelle");
    expect(answer.headers["cache-control"]).toBe(PRIVATE);
  });

  it.each([
    ["/en/f300/%2e%2e/contact", "/en/contact"],
    ["/fr/contact////", "/fr/contact"],
    ["/fr//contact?x=1", "/fr/contact?x=1"],
    ["/fr/a/./b/%2E/", "/fr/a/b"],
  ])(
    "an alias of a page (%s) redirects to the path Remix resolves (%s): one cache key per page",
    async (alias, canonical) => {
      const answer = await request(server.port, alias);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(canonical);
      expect(answer.headers["cache-control"]).toMatch(/max-age=\d+/);
    },
  );

  it("without PUBLIC_ORIGIN, a page built from the request's Host is never public", async () => {
    const answer = await request(bare.port, "/fr/une-page", { headers: { Host: "evil.example" } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('href="https://evil.example/fr/une-page"');
    expect(answer.headers["cache-control"]).toBe(PRIVATE);
  });

  it("a request with two Host lines is refused with 400 (RFC 9112 §3.2)", async () => {
    const answer = await rawRequest(
      server.port,
      "GET /fr HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(400);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("an encoded CRLF in a listing path gets the designed 404, with the site's chrome and Cache-Control", async () => {
    await request(server.port, "/fr");
    const answer = await request(server.port, "/fr/proprietes/10000000%0d%0aSet-Cookie:x=1");
    expect(answer.status).toBe(404);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe(PRIVATE);
    // The site's chrome: the page shell's main landmark and the stub home page's header.
    expect(answer.body.toString()).toContain('id="main-content"');
    expect(upstream.calls.some((key) => /Set-Cookie/i.test(key))).toBe(false);
  });
});
