import { featuredSplit, formatArticleDate, readTimeMinutes } from "~/blocks/blog/article";
import { createTranslator } from "~/i18n/translate";
import { messagesOf } from "~/i18n/messages";

describe("featured articles (spec 3 §9)", () => {
  it("features all articles when there are fewer than 3", () => {
    expect(featuredSplit([])).toEqual({ featured: [], others: [] });
    expect(featuredSplit(["a"])).toEqual({ featured: ["a"], others: [] });
    expect(featuredSplit(["a", "b"])).toEqual({ featured: ["a", "b"], others: [] });
  });

  it("features only the first from 3 articles on", () => {
    expect(featuredSplit(["a", "b", "c"])).toEqual({ featured: ["a"], others: ["b", "c"] });
    expect(featuredSplit(["a", "b", "c", "d"])).toEqual({ featured: ["a"], others: ["b", "c", "d"] });
  });
});

describe("read time (spec 1 §9)", () => {
  it("is at least 1 minute, rounded", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(0.4)).toBe(1);
    expect(readTimeMinutes(2.4)).toBe(2);
    expect(readTimeMinutes(2.5)).toBe(3);
  });

  it("reads 'N min' for one minute and 'N mins' for more in English, 'N min' in French", () => {
    const en = createTranslator(messagesOf("en"), "en", "blog");
    const fr = createTranslator(messagesOf("fr"), "fr", "blog");
    expect(en("read-time", { count: 1 })).toBe("1 min");
    expect(en("read-time", { count: 7 })).toBe("7 mins");
    expect(fr("read-time", { count: 7 })).toBe("7 min");
  });
});

describe("article dates (spec 1 §9)", () => {
  it("use the locale with the CA region and a long month", () => {
    expect(formatArticleDate("2026-03-03T15:00:00.000Z", "fr")).toBe("3 mars 2026");
    expect(formatArticleDate("2026-03-03T15:00:00.000Z", "en")).toBe("March 3, 2026");
    expect(formatArticleDate("not a date", "en")).toBe("");
  });
});
