import { tileSpans, twoDigits } from "~/blocks/content/multi-redirect/tile-layout";

describe("multi-redirect grid (spec 2 §2)", () => {
  it.each([
    [1, [6]],
    [2, [3, 3]],
    [3, [2, 2, 2]],
    [4, [3, 3, 3, 3]],
    [5, [2, 2, 2, 3, 3]],
    [6, [2, 2, 2, 2, 2, 2]],
    [7, [2, 2, 2, 3, 3, 3, 3]],
    [8, [2, 2, 2, 2, 2, 2, 3, 3]],
  ])("%i tiles → %j", (count, spans) => {
    expect(tileSpans(count)).toEqual(spans);
    // every row of the 6-column grid is full
    expect(spans.reduce((sum, span) => sum + span, 0) % 6).toBe(0);
  });

  it("numbers tiles with two digits", () => {
    expect(twoDigits(3)).toBe("03");
    expect(twoDigits(12)).toBe("12");
  });
});
