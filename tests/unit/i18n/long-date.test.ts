import { afterEach, vi } from "vitest";
import { formatArticleDate } from "~/blocks/blog/article";
import { formatLongTorontoDate } from "~/i18n/long-date";

const reference = (locale: "fr" | "en") =>
  new Intl.DateTimeFormat(`${locale}-CA`, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/Toronto",
  });

describe("long dates in Toronto time without ICU's date formatter", () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds no Intl.DateTimeFormat for dates from 2007 on (it costs a phone 100+ ms at first use)", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    expect(formatArticleDate("2026-03-03T15:00:00.000Z", "fr")).toBe("3 mars 2026");
    expect(formatArticleDate("2026-03-03T15:00:00.000Z", "en")).toBe("March 3, 2026");
    expect(built).not.toHaveBeenCalled();
  });

  it("gives what ICU gives, every 7 hours over 2007–2040 and each half hour around the time changes", () => {
    const fr = reference("fr");
    const en = reference("en");
    const mismatches: string[] = [];
    const check = (time: number) => {
      const date = new Date(time);
      if (formatLongTorontoDate(date, "fr") !== fr.format(date)) mismatches.push(`fr ${date.toISOString()}`);
      if (formatLongTorontoDate(date, "en") !== en.format(date)) mismatches.push(`en ${date.toISOString()}`);
    };
    const hour = 3_600_000;
    for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2041, 0, 1); time += 7 * hour) check(time);
    for (let year = 2007; year <= 2040; year++)
      for (const month of [2, 10])
        for (let time = Date.UTC(year, month, 1); time < Date.UTC(year, month, 15); time += hour / 2)
          check(time);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("still formats dates before 2007 (other time-change rules) like ICU", () => {
    const date = new Date("1999-04-04T05:30:00.000Z");
    expect(formatLongTorontoDate(date, "en")).toBe(reference("en").format(date));
  });
});
