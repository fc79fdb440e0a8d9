import { freshPageServer, useStubCmsPerFile, type StubBehaviour } from "./stub-cms";

// Issue 21 §5: query keys shape a page's cache key (and reach the CMS) only on a page with a search
// block, a bounded number of variants per page, and last good copies that new URLs cannot push out.
const stub = useStubCmsPerFile();

async function loadModule(env: Record<string, string> = {}) {
  const pageModule = await freshPageServer(stub, env);
  const { MAX_VARIANTS_PER_PATH } = await import("~/cms/page-stores.server");
  return { ...pageModule, MAX_VARIANTS_PER_PATH };
}

const request = (path: string, query = "") => ({
  locale: "fr" as const,
  path,
  query: new URLSearchParams(query),
  domainName: "agence.test",
});

const quiet = () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
};

const SEARCH_PATH = "/fr/proprietes";
const searchPage: StubBehaviour = {
  kind: "status",
  status: 200,
  body: JSON.stringify({
    title: { fr: "Recherche" },
    content: { fields: [{ block_type: "property-search", block_params: {}, fields: {} }] },
  }),
};
/** The search page at SEARCH_PATH, a plain page elsewhere. */
const site = (call: { path: string }): StubBehaviour =>
  call.path === SEARCH_PATH ? searchPage : { kind: "page", title: `Page ${call.path}` };

const FLOOD = 600;

describe("search filters count only on a page with a search block (issue 21 §5)", () => {
  it("on a page without one, filters are neither sent to the CMS nor part of the cache key", async () => {
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "30" });
    stub.behave(site);
    await loadPage(request("/fr/a-propos", "mun=1"));
    await loadPage(request("/fr/a-propos", "mun=2"));
    await loadPage(request("/fr/a-propos", "mun=3&price_max=9"));
    await loadPage(request("/fr/a-propos"));
    expect(stub.calls.map((call) => call.query)).toEqual([undefined]);
  });

  it("on a search page, the first visit with filters learns the page, then the filters reach the CMS", async () => {
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "30" });
    stub.behave(site);
    await loadPage(request(SEARCH_PATH, "mun=1"));
    await loadPage(request(SEARCH_PATH, "mun=1&utm_source=x"));
    await loadPage(request(SEARCH_PATH, "mun=2"));
    await loadPage(request(SEARCH_PATH));
    expect(stub.calls.map((call) => call.query)).toEqual([undefined, { mun: "1" }, { mun: "2" }]);
  });

  it("a search page keeps at most MAX_VARIANTS_PER_PATH filter variants: the oldest go first", async () => {
    const { loadPage, rawPageCache, cacheKey, MAX_VARIANTS_PER_PATH } = await loadModule({
      PAGE_CACHE_SECONDS: "30",
    });
    stub.behave(site);
    const count = MAX_VARIANTS_PER_PATH + 5;
    for (let mun = 1; mun <= count; mun++) await loadPage(request(SEARCH_PATH, `mun=${mun}`));
    const kept = Array.from({ length: count }, (_, index) =>
      rawPageCache.get(cacheKey(request(SEARCH_PATH, `mun=${index + 1}`))),
    ).filter(Boolean);
    expect(kept).toHaveLength(MAX_VARIANTS_PER_PATH);
    expect(rawPageCache.get(cacheKey(request(SEARCH_PATH, `mun=${count}`)))).toBeDefined();
    expect(rawPageCache.get(cacheKey(request(SEARCH_PATH, "mun=1")))).toBeUndefined();
    expect(rawPageCache.get(cacheKey(request(SEARCH_PATH)))).toBeDefined();
  });
});

describe("last good copies survive a flood of new URLs (issue 21 §5)", () => {
  it(`${FLOOD} requests ?mun=1…${FLOOD} leave every primed page its stale copy for the next CMS failure`, async () => {
    // Nothing fresh is kept: every request asks the CMS, as after expiry.
    const { loadPage } = await loadModule({ PAGE_CACHE_SECONDS: "0", STALE_IF_ERROR_SECONDS: "600" });
    quiet();
    stub.behave(site);
    await loadPage(request("/fr/contact"));
    await loadPage(request(SEARCH_PATH));
    for (let mun = 1; mun <= FLOOD; mun++) {
      await loadPage(request("/fr/contact", `mun=${mun}`));
      await loadPage(request(SEARCH_PATH, `mun=${mun}`));
    }
    stub.behave({ kind: "status", status: 502 });
    expect((await loadPage(request("/fr/contact"))).title).toEqual({ fr: "Page /fr/contact" });
    expect((await loadPage(request(SEARCH_PATH))).title).toEqual({ fr: "Recherche" });
    // A variant beyond the cap has no copy of its own: it gets the unfiltered page's.
    expect((await loadPage(request(SEARCH_PATH, "mun=1"))).title).toEqual({ fr: "Recherche" });
  }, 60_000);
});
