import { describe, expect, it } from "vitest";
import { FIELD_NAMES } from "~/blocks/tools/mortgage-calculator/mortgage-query";
import { searchOf } from "~/blocks/blog/blog-archive/archive-params";
import { PAGE_STATE_PARAMS, pageStateOf } from "~/i18n/switch";
import { FILTER_PARAMS, viewToQuery, DEFAULT_FILTERS } from "~/search/filters";
import { searchPart } from "~/search/session";

describe("what the language switch carries of the page (issue 34 §11)", () => {
  it("names every parameter the search, the blog archive and the calculator read", () => {
    const searchView = viewToQuery({
      filters: { ...DEFAULT_FILTERS, open_house: true, bedrooms: 2 },
      order_by: "price_asc",
      page: 3,
      bounds: { NorthEast_lat: 46, NorthEast_lng: -73, SouthWest_lat: 45, SouthWest_lng: -74 },
    });
    const names = [
      ...FILTER_PARAMS,
      ...searchView.keys(),
      ...new URLSearchParams(searchPart(searchView.toString())).keys(),
      ...new URLSearchParams(searchOf({ order: "asc", categories: [1, 2], page: 2 })).keys(),
      ...Object.values(FIELD_NAMES),
    ];
    for (const name of names) expect(PAGE_STATE_PARAMS).toContain(name);
  });

  it("keeps the filters, repeated ones included, and leaves out others and oversized values", () => {
    const query = new URLSearchParams(
      `type=condo&bedrooms=2&mun=66023&mun=66007&utm_source=x&fbclid=y&type=${"x".repeat(65)}`,
    );
    expect(pageStateOf(query).toString()).toBe("type=condo&bedrooms=2&mun=66023&mun=66007");
  });

  it("carries at most 40 values", () => {
    const query = new URLSearchParams(Array.from({ length: 100 }, (_, i) => ["mun", String(i)]));
    expect(pageStateOf(query).getAll("mun")).toHaveLength(40);
  });
});
