import { describe, expect, it, vi } from "vitest";
import { freshPageServer, thrownBy, useStubCmsPerFile, type StubBehaviour } from "./stub-cms";

// Issue 21, follow-up: in a CMS outage, a filtered search URL without a last good copy of its own
// gets the unfiltered page's. The page's blocks are the same for every filter; the search block
// reads the filters from the URL itself (its loader asks the core API, the browser follows the URL).
const stub = useStubCmsPerFile();

const loadModule = () => freshPageServer(stub, { PAGE_CACHE_SECONDS: "0", STALE_IF_ERROR_SECONDS: "600" });

const request = (path: string, query = "") => ({
  locale: "fr" as const,
  path,
  query: new URLSearchParams(query),
  domainName: "agence.test",
});

const SEARCH_PATH = "/fr/proprietes";
const searchPage = (title: string): StubBehaviour => ({
  kind: "status",
  status: 200,
  body: JSON.stringify({
    title: { fr: title },
    content: { fields: [{ block_type: "property-search", block_params: {}, fields: {} }] },
  }),
});

describe("a filtered search page in a CMS outage", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("without a copy of its own, is served the unfiltered page's last good copy", async () => {
    const { loadPage } = await loadModule();
    stub.behave(searchPage("Recherche"));
    await loadPage(request(SEARCH_PATH));
    stub.behave({ kind: "status", status: 502 });
    const page = await loadPage(request(SEARCH_PATH, "mun=7&price_max=500000"));
    expect(page.title).toEqual({ fr: "Recherche" });
  });

  it("with a copy of its own, is served that copy", async () => {
    const { loadPage } = await loadModule();
    stub.behave(searchPage("Recherche"));
    await loadPage(request(SEARCH_PATH));
    stub.behave(searchPage("Recherche à Laval"));
    await loadPage(request(SEARCH_PATH, "mun=7"));
    stub.behave({ kind: "status", status: 503 });
    expect((await loadPage(request(SEARCH_PATH, "mun=7"))).title).toEqual({ fr: "Recherche à Laval" });
  });

  it("never served, with or without filters, still gets the designed 503", async () => {
    const { loadPage } = await loadModule();
    stub.behave({ kind: "status", status: 502 });
    expect((await thrownBy(loadPage(request(SEARCH_PATH, "mun=7")))).init?.status).toBe(503);
  });
});
