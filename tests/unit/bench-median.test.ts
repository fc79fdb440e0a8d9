import { describe, expect, it } from "vitest";
import { median, medianFigures } from "../../scripts/bench/median.mjs";

describe("bench medians", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([183, 64, 11])).toBe(64);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("takes each figure's median on its own, not one run's figures", () => {
    const runs = [
      { score: 100, tbtMs: 64, lcpMs: 1264 },
      { score: 100, tbtMs: 11, lcpMs: 1376 },
      { score: 97, tbtMs: 183, lcpMs: 1310 },
    ];
    expect(medianFigures(runs)).toEqual({ score: 100, tbtMs: 64, lcpMs: 1310 });
  });

  it("skips the runs that did not measure a figure", () => {
    expect(medianFigures([{ score: null }, { score: 90 }, { score: 98 }])).toEqual({ score: 94 });
    expect(medianFigures([{ score: null }])).toEqual({ score: null });
  });
});
