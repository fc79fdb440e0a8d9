import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "~/search/filters";
import { clearTag, filterTags, priceTagText, typeLabel } from "~/search/tags";
import { createTranslator } from "~/i18n/translate";
import en from "../../../locales/en/search.json";
import fr from "../../../locales/fr/search.json";

const tEn = createTranslator({ search: en }, "en", "search");
const tFr = createTranslator({ search: fr }, "fr", "search");

describe("clicking a tag clears that filter (spec 2 §4)", () => {
  const filters = {
    ...DEFAULT_FILTERS,
    mun: ["1", "2"],
    price_min: 100000,
    price_max: 300000,
    open_house: true,
    bedrooms: 2,
  };

  it("a single-municipality tag removes that code", () => {
    expect(clearTag(filters, { kind: "mun", code: "1" }).mun).toEqual(["2"]);
  });

  it("the all-municipalities tag resets mun", () => {
    const tags = filterTags(filters, 2);
    expect(tags[0]).toEqual({ kind: "all-mun" });
    expect(clearTag(filters, tags[0]).mun).toEqual([]);
  });

  it("the price tag clears both bounds", () => {
    const cleared = clearTag(filters, { kind: "price" });
    expect([cleared.price_min, cleared.price_max]).toEqual([null, null]);
  });

  it("the open-house tag sets it to false", () => {
    expect(clearTag(filters, { kind: "open_house" }).open_house).toBe(false);
  });

  it("shows one tag per set filter", () => {
    expect(filterTags(filters, 10).map((tag) => tag.kind)).toEqual([
      "mun",
      "mun",
      "price",
      "bedrooms",
      "open_house",
    ]);
    expect(filterTags(DEFAULT_FILTERS, 10)).toEqual([]);
  });
});

describe("price tag text (spec 2 §5)", () => {
  it("is a range, less-than or more-than depending on which bounds are set, in CAD without decimals", () => {
    expect(priceTagText({ ...DEFAULT_FILTERS, price_min: 100000, price_max: 250000 }, "en", tEn)).toBe(
      "$100,000 to $250,000",
    );
    expect(priceTagText({ ...DEFAULT_FILTERS, price_max: 250000 }, "en", tEn)).toBe("Less than $250,000");
    expect(priceTagText({ ...DEFAULT_FILTERS, price_min: 100000 }, "en", tEn)).toBe("More than $100,000");
    expect(priceTagText({ ...DEFAULT_FILTERS, price_min: 100000 }, "fr", tFr)?.replace(/\s/g, " ")).toBe(
      "Plus de 100 000 $",
    );
    expect(priceTagText(DEFAULT_FILTERS, "en", tEn)).toBeNull();
  });
});

describe("a type tag (spec 2 §5)", () => {
  it("shows a translated name if one exists, otherwise the raw type", () => {
    expect(typeLabel("condo", [], tEn)).toBe("Condo");
    expect(typeLabel("yourte", [], tEn)).toBe("yourte");
  });
});
