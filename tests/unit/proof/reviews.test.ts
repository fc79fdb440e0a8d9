import { roundAverage, roundToHalf, starsOf } from "~/blocks/social-proof/reviews";
import { hasHiddenItems, shownItems } from "~/lib/show-first";

describe("public reviews: the average score is rounded to 2 decimals (spec 3 §9)", () => {
  it.each([
    [4.666, 4.67],
    [4.664, 4.66],
    [4.125, 4.13],
    [1.005, 1.01],
    [5, 5],
    [0, 0],
  ])("%s reads %s", (score, expected) => {
    expect(roundAverage(score)).toBe(expected);
  });

  it("a missing score reads 0 rather than NaN", () => {
    expect(roundAverage(Number.NaN)).toBe(0);
  });
});

describe("stars: 5 stars, rounded to the nearest half (spec 3 §9)", () => {
  it.each([
    [4.74, 4.5],
    [4.75, 5],
    [4.24, 4],
    [4.25, 4.5],
    [0.2, 0],
    [7, 5],
    [-1, 0],
  ])("%s is drawn as %s", (score, expected) => {
    expect(roundToHalf(score)).toBe(expected);
  });

  it("fills whole stars, then one half star, then empty ones", () => {
    expect(starsOf(3.6)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starsOf(4.8)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starsOf(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });
});

describe("first N, then all (spec 2 §4, spec 3 §4)", () => {
  const items = Array.from({ length: 10 }, (_, i) => i);
  it("shows the first N until the visitor asks for all", () => {
    expect(shownItems(items, 3, false)).toEqual([0, 1, 2]);
    expect(shownItems(items, 3, true)).toEqual(items);
    expect(hasHiddenItems(items.length, 3, false)).toBe(true);
    expect(hasHiddenItems(items.length, 3, true)).toBe(false);
  });

  it("has no button when N items or fewer exist", () => {
    expect(hasHiddenItems(9, 9, false)).toBe(false);
    expect(hasHiddenItems(10, 9, false)).toBe(true);
    expect(shownItems([1, 2], 6, false)).toEqual([1, 2]);
  });
});
