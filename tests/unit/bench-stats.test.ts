import { describe, expect, it } from "vitest";
import { median, medianFigures, quantile } from "../../scripts/bench/stats.mjs";

describe("bench medians", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([183, 64, 11])).toBe(64);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("quantile: nearest rank", () => {
    expect(quantile([16.7, 33.3, 16.7, 16.7], 0.95)).toBe(33.3);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([], 0.5)).toBeNaN();
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
