// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { saveSearch, searchAfterReset, searchToRestore } from "~/search/session";

describe("reset_filters=true (issue 22, item 6)", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("clears the filters from the URL, keeping the sort, the map and other parameters", () => {
    const search =
      "?mun=66023&price_max=500000&forSaleForRent=rent&order_by=price_asc&variant=b&reset_filters=true";
    expect(searchAfterReset(search)).toBe("order_by=price_asc&variant=b");
  });

  it("leaves a URL without reset_filters alone", () => {
    expect(searchAfterReset("?mun=66023")).toBeNull();
    expect(searchAfterReset("?reset_filters=false&mun=66023")).toBeNull();
  });

  it("once the cleared URL is saved, a later visit does not bring the old filters back", () => {
    saveSearch("?mun=66023&bedrooms=3");
    const cleared = searchAfterReset("?mun=66023&bedrooms=3&reset_filters=true");
    expect(searchToRestore("?reset_filters=true&mun=66023")).toBeNull();
    saveSearch(`?${cleared}`);
    expect(searchToRestore("")).toBeNull();
  });

  it("a visit asking for the reset saves the cleared search at once, before its URL is cleared", () => {
    saveSearch("?bedrooms=5");
    saveSearch("?bedrooms=5&order_by=price_asc&reset_filters=true");
    expect(searchToRestore("")).toBe("order_by=price_asc");
  });
});
