import {
  articlesCall,
  isChecked,
  normalizeSelection,
  queryFromSearch,
  queryKey,
  searchOf,
  toggleCategory,
} from "~/blocks/blog/blog-archive/archive-params";

const all = [1, 2, 3, 4];

describe("blog archive category selection (spec 2 §4)", () => {
  it("when all are selected, a checkbox click selects only that category", () => {
    expect(toggleCategory([], all, 3)).toEqual([3]);
  });

  it("a click adds or removes one category from a partial selection", () => {
    expect(toggleCategory([3], all, 1)).toEqual([1, 3]);
    expect(toggleCategory([1, 3], all, 3)).toEqual([1]);
  });

  it("unchecking the last selected category resets to all, shown as no box ticked (issue 34 §7)", () => {
    expect(toggleCategory([2], all, 2)).toEqual([]);
    expect(all.some((id) => isChecked([], id))).toBe(false);
  });

  it("selecting every category one by one is the same as all", () => {
    expect(toggleCategory([1, 2, 3], all, 4)).toEqual([]);
    expect(normalizeSelection([4, 2, 9], all)).toEqual([2, 4]);
  });

  it("a box is checked only when its category is chosen", () => {
    expect(isChecked([2], 2)).toBe(true);
    expect(isChecked([2], 1)).toBe(false);
  });
});

describe("blog archive query (spec 2 §7, §9)", () => {
  it("reads order, categories and page from the page address, desc by default", () => {
    expect(queryFromSearch(new URLSearchParams(""))).toEqual({ order: "desc", categories: [], page: 1 });
    expect(queryFromSearch(new URLSearchParams("order=asc&categories=3&categories=1,x&page=2"))).toEqual({
      order: "asc",
      categories: [1, 3],
      page: 2,
    });
    expect(queryFromSearch(new URLSearchParams("page=-4&order=sideways")).page).toBe(1);
    expect(queryFromSearch(new URLSearchParams("page=9999")).page).toBe(10);
  });

  it("asks 6 per page, sends categories only when not all are selected, with_categories as asked", () => {
    expect(articlesCall({ order: "desc", categories: [], page: 1 }, true)).toEqual({
      page: 1,
      limit: 6,
      order: "desc",
      withCategories: true,
    });
    expect(articlesCall({ order: "asc", categories: [2, 4], page: 3 }, false)).toEqual({
      page: 3,
      limit: 6,
      order: "asc",
      categories: "2,4",
      withCategories: false,
    });
  });

  it("writes the state back as the page's query (the links without JavaScript)", () => {
    expect(searchOf({ order: "desc", categories: [], page: 1 })).toBe("");
    expect(searchOf({ order: "asc", categories: [1, 2], page: 2 })).toBe(
      "?order=asc&categories=1&categories=2&page=2",
    );
  });

  it("identical parameters have the same key; any change gives another", () => {
    const base = { order: "desc" as const, categories: [1], page: 1 };
    expect(queryKey(base)).toBe(queryKey({ ...base, categories: [1] }));
    expect(queryKey(base)).not.toBe(queryKey({ ...base, page: 2 }));
    expect(queryKey(base)).not.toBe(queryKey({ ...base, order: "asc" }));
    expect(queryKey(base)).not.toBe(queryKey({ ...base, categories: [] }));
  });
});
