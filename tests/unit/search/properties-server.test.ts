import type { PropertySearchData } from "~/blocks/properties/property-search/data";
import { useDemoBackendAsUpstream } from "../demo-backend/use-demo-backend";

const backend = useDemoBackendAsUpstream();

const site = { micrositeId: 101, siteKey: "demo-site-key-101" };
const call = (locale: "fr" | "en" = "en") => ({ locale, site, signal: new AbortController().signal });

describe("core property calls (spec 3 §7)", () => {
  it("the initial search reads the markers and the first listings; a page and the count agree with it", async () => {
    const { countProperties, nextListingPage, searchProperties } = await import("~/core/properties.server");
    const { DEFAULT_FILTERS } = await import("~/search/filters");
    const filters = { ...DEFAULT_FILTERS, bedrooms: 3, forSaleForRent: "buy" as const };
    const request = { filters, bounds: null, order_by: "price_asc" as const };
    const result = await searchProperties(call(), request);
    expect(result).not.toBeNull();
    expect(result!.markers.uls).toHaveLength(result!.total);
    expect(result!.listings).toHaveLength(25);
    const prices = result!.listings.map((listing) => listing.price ?? 0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const second = await nextListingPage(call(), request, 2);
    expect(second!.total).toBe(result!.total);
    expect(second!.listings[0].uls).not.toBe(result!.listings[0].uls);
    expect(await countProperties(call(), filters, null)).toBe(result!.total);
  });

  it("map bounds narrow the results to the listings inside them", async () => {
    const { countProperties } = await import("~/core/properties.server");
    const { DEFAULT_FILTERS } = await import("~/search/filters");
    const all = await countProperties(call(), DEFAULT_FILTERS, null);
    const montreal = { NorthEast_lat: 45.7, NorthEast_lng: -73.4, SouthWest_lat: 45.4, SouthWest_lng: -73.9 };
    const inside = await countProperties(call(), DEFAULT_FILTERS, montreal);
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(all!);
  });

  it("tooltip data is null on failure, silently", async () => {
    const { getTooltip } = await import("~/core/properties.server");
    expect(await getTooltip(call(), "does-not-exist")).toBeNull();
    const { searchProperties } = await import("~/core/properties.server");
    const { DEFAULT_FILTERS } = await import("~/search/filters");
    const first = (await searchProperties(
      call(),
      { filters: DEFAULT_FILTERS, bounds: null, order_by: "newest" },
      1,
    ))!.listings[0];
    expect(await getTooltip(call(), first.uls)).toMatchObject({ uls: first.uls, address: first.address });
  });

  it("search filters give municipalities by code with their description, and type labels in the page's language", async () => {
    const { getSearchFilters } = await import("~/core/properties.server");
    const fr = await getSearchFilters(call("fr"));
    const en = await getSearchFilters(call("en"));
    expect(fr!.municipalities.find((m) => m.label === "Montréal")?.value).toBe("66023");
    expect(fr!.types.find((t) => t.value === "maison")?.label).toBe("Maison unifamiliale");
    expect(en!.types.find((t) => t.value === "maison")?.label).toBe("Single-family home");
  });

  it("a failing core API gives null, never a throw", async () => {
    const { countProperties } = await import("~/core/properties.server");
    const { DEFAULT_FILTERS } = await import("~/search/filters");
    const wrongKey = { locale: "fr" as const, site: { micrositeId: 101, siteKey: "wrong" } };
    expect(await countProperties(wrongKey, DEFAULT_FILTERS, null)).toBeNull();
  });
});

describe("property-search block load (spec 3 §2)", () => {
  it("renders the first page of the search in the URL on the server", async () => {
    const fields = (await import("~/blocks/properties/property-search/fields.server")).default;
    const data = (await fields.load!(
      { main_title: null, description: null },
      {
        locale: "fr",
        query: new URLSearchParams("mun=66023&order_by=price_desc&page=2"),
        path: "/fr/proprietes",
        site: { ...site, siteType: "agency", brandVersion: 1 },
        signal: new AbortController().signal,
      },
    )) as PropertySearchData;
    expect(data.status).toBe("ok");
    expect(data.view).toMatchObject({ order_by: "price_desc", page: 2, filters: { mun: ["66023"] } });
    expect(data.listings).toHaveLength(25);
    expect(data.options.municipalities.length).toBeGreaterThan(0);
    expect(data.tilesUrl).toBe(`${backend.url}/tiles/{z}/{x}/{y}{r}.png`);
  });

  it("says so, without throwing, when the site has no key", async () => {
    const fields = (await import("~/blocks/properties/property-search/fields.server")).default;
    const data = (await fields.load!(
      { main_title: null, description: null },
      {
        locale: "fr",
        query: new URLSearchParams(),
        path: "/fr/proprietes",
        site: { micrositeId: null, siteKey: null, siteType: "agency", brandVersion: 1 },
        signal: new AbortController().signal,
      },
    )) as PropertySearchData;
    expect(data.status).toBe("error");
  });
});

describe("demo map tiles", () => {
  it("are served by the demo backend as PNG and SVG, and unknown tiles are 404", async () => {
    const png = await fetch(`${backend.url}/tiles/7/37/45.png`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const svg = await fetch(`${backend.url}/tiles/7/37/45.svg`);
    expect(await svg.text()).toMatch(/^<svg/);
    expect((await fetch(`${backend.url}/tiles/2/9/0.png`)).status).toBe(404);
  });
});
