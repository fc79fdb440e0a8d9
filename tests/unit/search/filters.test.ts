import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  DEFAULT_PRICE_STEPS,
  boundsFromQuery,
  cardsPerRow,
  coreFilterQuery,
  filtersFromQuery,
  filtersToQuery,
  moreCriteriaCount,
  parsePriceInput,
  sameFilters,
  sortFromQuery,
  viewFromQuery,
  viewToQuery,
} from "~/search/filters";

const q = (text: string) => new URLSearchParams(text);

describe("search query parameters read from the URL (spec 1 §5)", () => {
  it("casts mun, type and forSaleForRent to text, prices and rooms to numbers, open_house to boolean", () => {
    expect(
      filtersFromQuery(
        q(
          "mun=66023&mun=24015&type=condo&price_min=200000&price_max=750000&bedrooms=3&bathrooms=2&forSaleForRent=rent&open_house=true",
        ),
      ),
    ).toEqual({
      mun: ["24015", "66023"],
      type: ["condo"],
      price_min: 200000,
      price_max: 750000,
      bedrooms: 3,
      bathrooms: 2,
      forSaleForRent: "rent",
      open_house: true,
    });
  });

  it("reads comma-separated lists like repeated ones, sorted and without duplicates", () => {
    expect(filtersFromQuery(q("mun=b,a&mun=a")).mun).toEqual(["a", "b"]);
  });

  it("ignores values that do not cast: words for numbers, rooms outside 1 to 5, unknown transaction", () => {
    const filters = filtersFromQuery(
      q("price_min=abc&bedrooms=9&bathrooms=0&forSaleForRent=lease&open_house=maybe"),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it("keeps at most one property type", () => {
    expect(filtersFromQuery(q("type=condo&type=chalet")).type).toEqual(["chalet"]);
  });

  it("reset_filters=true clears all filters on load", () => {
    expect(filtersFromQuery(q("reset_filters=true&mun=66023&bedrooms=2"))).toEqual(DEFAULT_FILTERS);
  });

  it("merges the query over the defaults only when the query yields something", () => {
    const defaults = { ...DEFAULT_FILTERS, forSaleForRent: "buy" as const, bedrooms: 2 };
    expect(filtersFromQuery(q("utm_source=mail&bedrooms=nine"), defaults)).toEqual(defaults);
    expect(filtersFromQuery(q("bedrooms=4"), defaults)).toEqual({ ...defaults, bedrooms: 4 });
  });

  it("swaps a minimum price above the maximum", () => {
    const filters = filtersFromQuery(q("price_min=900000&price_max=100000"));
    expect([filters.price_min, filters.price_max]).toEqual([100000, 900000]);
  });
});

describe("filters written to the query string", () => {
  it("writes only the active filters, lists sorted, and reads back the same filters", () => {
    const filters = { ...DEFAULT_FILTERS, mun: ["66023", "24015"], open_house: true, price_max: 500000 };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe("mun=24015&mun=66023&price_max=500000&open_house=true");
    expect(sameFilters(filtersFromQuery(query), filters)).toBe(true);
  });

  it("keeps other parameters and drops reset_filters once applied", () => {
    const view = viewFromQuery(q("variant=abc&reset_filters=true&mun=1"));
    const query = viewToQuery(
      { ...view, filters: { ...view.filters, bedrooms: 2 } },
      q("variant=abc&reset_filters=true&mun=1"),
    );
    expect(query.get("variant")).toBe("abc");
    expect(query.has("reset_filters")).toBe(false);
    expect(query.getAll("mun")).toEqual([]);
    expect(query.get("bedrooms")).toBe("2");
  });

  it("puts the sort, the page and the map bounds in the URL so a view can be shared", () => {
    const bounds = { NorthEast_lat: 45.6, NorthEast_lng: -73.4, SouthWest_lat: 45.4, SouthWest_lng: -73.9 };
    const query = viewToQuery({ filters: DEFAULT_FILTERS, order_by: "price_asc", page: 3, bounds });
    expect(viewFromQuery(query)).toEqual({
      filters: DEFAULT_FILTERS,
      order_by: "price_asc",
      page: 3,
      bounds,
    });
    expect(
      viewToQuery({ filters: DEFAULT_FILTERS, order_by: "newest", page: 1, bounds: null }).toString(),
    ).toBe("");
  });

  it("refuses incomplete or inverted map bounds and unknown sort orders", () => {
    expect(boundsFromQuery(q("NorthEast_lat=46&NorthEast_lng=-73&SouthWest_lat=45"))).toBeNull();
    expect(
      boundsFromQuery(q("NorthEast_lat=44&NorthEast_lng=-73&SouthWest_lat=45&SouthWest_lng=-74")),
    ).toBeNull();
    expect(sortFromQuery(q("order_by=random"))).toBe("newest");
  });
});

describe("lists are sorted before two filter sets are compared (spec 3 §3)", () => {
  it("treats the same municipalities in another order as the same filters", () => {
    expect(
      sameFilters({ ...DEFAULT_FILTERS, mun: ["b", "a"] }, { ...DEFAULT_FILTERS, mun: ["a", "b"] }),
    ).toBe(true);
    expect(sameFilters({ ...DEFAULT_FILTERS, mun: ["a"] }, { ...DEFAULT_FILTERS, mun: ["a", "b"] })).toBe(
      false,
    );
  });

  it("treats a minimum price of 0 as no minimum (null means 0)", () => {
    expect(sameFilters({ ...DEFAULT_FILTERS, price_min: 0 }, DEFAULT_FILTERS)).toBe(true);
  });
});

describe("filter conversion for /properties (spec 3 §7)", () => {
  it("sends open_house as 1 or omits it, and flattens the map bounds into their own fields", () => {
    const bounds = { NorthEast_lat: 46, NorthEast_lng: -73, SouthWest_lat: 45, SouthWest_lng: -74 };
    const query = coreFilterQuery({ ...DEFAULT_FILTERS, mun: ["2", "1"], open_house: true }, bounds);
    expect(Object.fromEntries(query)).toEqual({
      mun: "1,2",
      forSaleForRent: "buy",
      open_house: "1",
      NorthEast_lat: "46",
      NorthEast_lng: "-73",
      SouthWest_lat: "45",
      SouthWest_lng: "-74",
    });
    expect(coreFilterQuery(DEFAULT_FILTERS, null).has("open_house")).toBe(false);
  });
});

describe("default price steps (spec 1 §9)", () => {
  it("go 0 to 500000 by 25000, 550000 to 1000000 by 50000, then 2M, 3M, 4M, 5M, 10M", () => {
    expect(DEFAULT_PRICE_STEPS.slice(0, 3)).toEqual([0, 25000, 50000]);
    expect(DEFAULT_PRICE_STEPS).toContain(500000);
    expect(DEFAULT_PRICE_STEPS[DEFAULT_PRICE_STEPS.indexOf(500000) + 1]).toBe(550000);
    expect(DEFAULT_PRICE_STEPS.slice(-6)).toEqual([1000000, 2000000, 3000000, 4000000, 5000000, 10000000]);
    expect(DEFAULT_PRICE_STEPS).toHaveLength(21 + 10 + 5);
  });
});

describe("price inputs (spec 2 §5)", () => {
  it("strip commas and spaces and parse as integers", () => {
    expect(parsePriceInput("1,250,000")).toBe(1250000);
    expect(parsePriceInput("450 000")).toBe(450000);
    expect(parsePriceInput("12.5")).toBeNull();
    expect(parsePriceInput("")).toBeNull();
  });
});

describe("cards per row (spec 3 §9)", () => {
  it("is 3 at xxl and up, 2 at md and up, otherwise 1", () => {
    expect(cardsPerRow(1440)).toBe(3);
    expect(cardsPerRow(1439)).toBe(2);
    expect(cardsPerRow(768)).toBe(2);
    expect(cardsPerRow(767)).toBe(1);
  });
});

describe("the more-criteria count (spec 2 §2)", () => {
  it("counts the criteria beyond the municipalities, the price range once", () => {
    expect(
      moreCriteriaCount({ ...DEFAULT_FILTERS, mun: ["1"], price_min: 1, price_max: 2, open_house: true }),
    ).toBe(2);
  });
});

describe("rent and sale never mixed by default (issue 22, item 5)", () => {
  it("searches properties for sale unless the visitor asks for rentals", () => {
    expect(DEFAULT_FILTERS.forSaleForRent).toBe("buy");
    expect(filtersFromQuery(q("")).forSaleForRent).toBe("buy");
    expect(filtersFromQuery(q("price_max=25000")).forSaleForRent).toBe("buy");
    expect(filtersFromQuery(q("forSaleForRent=rent")).forSaleForRent).toBe("rent");
    expect(coreFilterQuery(DEFAULT_FILTERS, null).get("forSaleForRent")).toBe("buy");
  });

  it("leaves the default out of the URL and out of the criteria count", () => {
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe("");
    expect(moreCriteriaCount(DEFAULT_FILTERS)).toBe(0);
    expect(moreCriteriaCount({ ...DEFAULT_FILTERS, forSaleForRent: "rent" })).toBe(1);
  });
});
