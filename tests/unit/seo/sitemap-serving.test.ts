import type * as SourcesModule from "~/seo/sitemap-sources.server";

type SitemapSources = SourcesModule.SitemapSources;

/*
 * How robots.txt and the sitemaps are served (docs/seo.md): built in the background and cached,
 * served stale when the core API fails, and never publicly cacheable when their origin (the
 * `Sitemap:` line, every `loc`) came from the request's Host.
 */

const sources = vi.hoisted(() => ({ build: vi.fn<() => Promise<SitemapSources>>() }));
vi.mock("~/seo/sitemap-sources.server", async (importOriginal) => ({
  ...(await importOriginal<typeof SourcesModule>()),
  sitemapSources: sources.build,
}));

const ONE_LISTING: SitemapSources = {
  pages: [{ paths: { fr: "/fr", en: "/en" }, lastmod: null }],
  listings: [
    { paths: { fr: "/fr/proprietes/1", en: "/en/properties/1" }, lastmod: "2026-01-01T00:00:00.000Z" },
  ],
  posts: [],
};
const TWO_LISTINGS: SitemapSources = {
  ...ONE_LISTING,
  listings: [
    ...ONE_LISTING.listings,
    { paths: { fr: "/fr/proprietes/2", en: "/en/properties/2" }, lastmod: "2026-01-02T00:00:00.000Z" },
  ],
};
const REFRESH_SECONDS = 600;

const saved = { ...process.env };
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.resetModules();
  sources.build.mockReset();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  Object.assign(process.env, {
    CMS_URL: "http://cms.test",
    CORE_URL: "http://core.test",
    SITEMAP_REFRESH_SECONDS: String(REFRESH_SECONDS),
  });
});
afterEach(() => {
  process.env = { ...saved };
  warn.mockRestore();
  vi.useRealTimers();
});

function environment(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://10.0.0.5:3000${path}`, { headers: { Host: "agence.test", ...headers } });

async function serving() {
  const { sitemapResponse } = await import("~/seo/sitemap-route.server");
  const { sitemapBuilds } = await import("~/seo/sitemap.server");
  return { sitemapResponse, sitemapBuilds };
}

describe("sitemaps built in the background, served stale when the core API fails (issue 36 §2)", () => {
  it("answers the first request 503 with Retry-After, then the build; a failed rebuild keeps the last one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sitemapResponse, sitemapBuilds } = await serving();
    let resolveFirst!: (value: SitemapSources) => void;
    sources.build.mockReturnValueOnce(new Promise((resolve) => (resolveFirst = resolve)));

    // The first request never waits for the build.
    const first = sitemapResponse(request("/sitemap.xml"), "sitemap.xml");
    expect(first.status).toBe(503);
    expect(first.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    // A second request while it runs starts no second build.
    expect(sitemapResponse(request("/sitemap.xml"), "sitemap.xml").status).toBe(503);
    expect(sources.build).toHaveBeenCalledTimes(1);
    resolveFirst(ONE_LISTING);
    await sitemapBuilds();

    const built = sitemapResponse(request("/sitemaps/fr-listings-1.xml"), "sitemaps/fr-listings-1.xml");
    expect(built.status).toBe(200);
    const firstXml = await built.text();
    expect(firstXml).toContain("/fr/proprietes/1</loc>");

    // Past SITEMAP_REFRESH_SECONDS the core API fails: the request gets the last build, at once.
    vi.setSystemTime(Date.now() + REFRESH_SECONDS * 1000);
    sources.build.mockRejectedValue(new Error("properties answered 502"));
    const during = sitemapResponse(request("/sitemaps/fr-listings-1.xml"), "sitemaps/fr-listings-1.xml");
    expect(await during.text()).toBe(firstXml);
    await sitemapBuilds();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("the last ones are served"),
      "properties answered 502",
    );
    const stale = sitemapResponse(request("/sitemaps/fr-listings-1.xml"), "sitemaps/fr-listings-1.xml");
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(firstXml);

    await sitemapBuilds();

    // Once the core is back, the next request's rebuild replaces the stale set.
    sources.build.mockResolvedValue(TWO_LISTINGS);
    sitemapResponse(request("/sitemap.xml"), "sitemap.xml");
    await sitemapBuilds();
    const fresh = sitemapResponse(request("/sitemaps/fr-listings-1.xml"), "sitemaps/fr-listings-1.xml");
    expect(await fresh.text()).toContain("/fr/proprietes/2</loc>");
  });

  it("with the core API down from the start: a designed 503 on every request, never a crash", async () => {
    const { sitemapResponse, sitemapBuilds } = await serving();
    sources.build.mockRejectedValue(new Error("properties answered 500"));
    for (const name of ["sitemap.xml", "sitemaps/en-listings-1.xml"]) {
      const answer = sitemapResponse(request(`/${name}`), name);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(answer.headers.get("Content-Type")).toContain("text/plain");
      await sitemapBuilds();
    }
    expect(warn).toHaveBeenCalledWith(
      expect.not.stringContaining("the last ones are served"),
      "properties answered 500",
    );
  });
});

describe("robots.txt and the sitemaps when the origin comes from the request (issues 35 §5, 36)", () => {
  async function answers(env: Record<string, string | undefined>, headers: Record<string, string>) {
    environment(env);
    const { sitemapResponse, sitemapBuilds } = await serving();
    const { loader } = await import("~/routes/robots[.]txt");
    sources.build.mockResolvedValue(ONE_LISTING);
    sitemapResponse(request("/sitemap.xml", headers), "sitemap.xml");
    await sitemapBuilds();
    const robots = loader({ request: request("/robots.txt", headers), params: {}, context: {} });
    const sitemap = sitemapResponse(request("/sitemap.xml", headers), "sitemap.xml");
    expect(sitemap.status).toBe(200);
    return { robots, sitemap, robotsText: await robots.text(), sitemapXml: await sitemap.text() };
  }

  it("in production without PUBLIC_ORIGIN: private, no-store, so no shared cache keeps a forged host", async () => {
    const forged = { Host: "evil.example" };
    const { robots, sitemap, robotsText, sitemapXml } = await answers(
      { NODE_ENV: "production", PUBLIC_ORIGIN: undefined, SEARCH_INDEXING: "on" },
      forged,
    );
    // The forged host is in both: that is why no cache may share them.
    expect(robotsText).toContain("Sitemap: https://evil.example/sitemap.xml");
    expect(sitemapXml).toContain("<loc>https://evil.example/sitemaps/");
    expect(robots.headers.get("Cache-Control")).toBe("private, no-store");
    expect(sitemap.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps few origins: forged hosts neither grow the memory nor start builds without bound", async () => {
    environment({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined });
    const { sitemapResponse, sitemapBuilds } = await serving();
    const { SITEMAP_MAX_ORIGINS } = await import("~/seo/sitemap.server");
    const pending: ((value: SitemapSources) => void)[] = [];
    sources.build.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const ask = (host: string) => sitemapResponse(request("/sitemap.xml", { Host: host }), "sitemap.xml");

    const hosts = Array.from({ length: SITEMAP_MAX_ORIGINS + 1 }, (_, i) => `forged-${i}.example`);
    for (const host of hosts) expect(ask(host).status).toBe(503);
    // While the kept origins build, one more starts nothing.
    expect(sources.build).toHaveBeenCalledTimes(SITEMAP_MAX_ORIGINS);
    pending.forEach((resolve) => resolve(ONE_LISTING));
    await sitemapBuilds();
    expect(ask(hosts[1]).status).toBe(200);

    // Once they are built, a new origin takes the place of the least recently asked for.
    expect(ask(hosts[SITEMAP_MAX_ORIGINS]).status).toBe(503);
    expect(sources.build).toHaveBeenCalledTimes(SITEMAP_MAX_ORIGINS + 1);
    pending.at(-1)!(ONE_LISTING);
    await sitemapBuilds();
    expect(ask(hosts[SITEMAP_MAX_ORIGINS]).status).toBe(200);
    expect(ask(hosts[1]).status).toBe(200);
    expect(ask(hosts[0]).status).toBe(503);
  });

  it("public with PUBLIC_ORIGIN set (a forged host is not believed), and in development", async () => {
    const withOrigin = await answers(
      { NODE_ENV: "production", PUBLIC_ORIGIN: "https://agence.test", SEARCH_INDEXING: "on" },
      { Host: "evil.example" },
    );
    expect(withOrigin.robotsText).toContain("Sitemap: https://agence.test/sitemap.xml");
    expect(withOrigin.robots.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(withOrigin.sitemap.headers.get("Cache-Control")).toMatch(/^public, /);
    vi.resetModules();
    const development = await answers({ NODE_ENV: "development", PUBLIC_ORIGIN: undefined }, {});
    expect(development.robots.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(development.sitemap.headers.get("Cache-Control")).toMatch(/^public, /);
  });
});
