import {
  LOAD_MORE_COOLDOWN_MS,
  LOAD_MORE_ROOT_MARGIN,
  filterByOffice,
  hasMore,
  parseOffice,
  parsePage,
  perPageForWidth,
  renderedCount,
  shownFrom,
} from "~/blocks/members/member-cards/paging";

describe("member cards paging (spec 2 §4 'Member cards', §9 'Lists')", () => {
  // Cards per page: 16 at xxl and up, 12 at lg, 8 at md, 6 below (each breakpoint at both its edges).
  it.each([
    [16, [1920, 1440]],
    [12, [1439, 992]],
    [8, [991, 768]],
    [6, [767, 320]],
  ] as const)("%i cards per page at widths %j", (perPage, widths) => {
    for (const width of widths) expect(perPageForWidth(width)).toBe(perPage);
  });

  it("load-more trigger root margin 25% and a 1 second cooldown", () => {
    expect(LOAD_MORE_ROOT_MARGIN).toBe("25%");
    expect(LOAD_MORE_COOLDOWN_MS).toBe(1000);
  });

  it("a card shows at every breakpoint whose page holds it", () => {
    // Page 1: cards 0–5 everywhere, 6–7 from md, 8–11 from lg, 12–15 from xxl, later ones nowhere.
    expect([0, 5, 6, 7, 8, 11, 12, 15, 16].map((index) => shownFrom(index, 1))).toEqual([
      6,
      6,
      8,
      8,
      12,
      12,
      16,
      16,
      null,
    ]);
    // Page 2 doubles every count.
    expect([11, 12, 15, 16, 23, 24, 31, 32].map((index) => shownFrom(index, 2))).toEqual([
      6,
      8,
      8,
      12,
      12,
      16,
      16,
      null,
    ]);
  });

  it("renders enough cards for the widest breakpoint, never more than there are", () => {
    expect(renderedCount(36, 1)).toBe(16);
    expect(renderedCount(36, 2)).toBe(32);
    expect(renderedCount(36, 3)).toBe(36);
    expect(renderedCount(5, 1)).toBe(5);
  });

  it("load-more increases the page by one while cards remain at that breakpoint", () => {
    expect(hasMore(36, 1, 16)).toBe(true);
    expect(hasMore(36, 2, 16)).toBe(true);
    expect(hasMore(36, 3, 16)).toBe(false);
    expect(hasMore(12, 1, 12)).toBe(false);
    expect(hasMore(12, 1, 6)).toBe(true);
    expect(hasMore(12, 2, 6)).toBe(false);
  });

  it("filters by office id (number or string ids alike); no office keeps every card", () => {
    const items = [{ office_id: "1" }, { office_id: "2" }, { office_id: null }, { office_id: "1" }];
    expect(filterByOffice(items, "1")).toEqual([items[0], items[3]]);
    expect(filterByOffice(items, "3")).toEqual([]);
    expect(filterByOffice(items, null)).toBe(items);
  });

  it("reads the page and office of the page without JavaScript from the query, safely", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("1.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    const offices = [{ id: "1" }, { id: "2" }];
    expect(parseOffice("2", offices)).toBe("2");
    expect(parseOffice("9", offices)).toBeNull();
    expect(parseOffice(null, offices)).toBeNull();
  });
});
