import { describe, expect, it } from "vitest";
import { parseDecimal } from "~/lib/mortgage";
import { formatDecimal } from "~/lib/number-format";

describe("a decimal as people type it (issue 22, item 3)", () => {
  it("reads a decimal comma and a decimal point alike", () => {
    expect(parseDecimal("4,79")).toBe(4.79);
    expect(parseDecimal("4.79")).toBe(4.79);
    expect(parseDecimal(" 5,5 ")).toBe(5.5);
    expect(parseDecimal("-1")).toBe(-1);
    expect(parseDecimal(",5")).toBe(0.5);
  });

  it("reads an empty entry as 0 (spec 2 §5)", () => {
    expect(parseDecimal("")).toBe(0);
    expect(parseDecimal("  ")).toBe(0);
  });

  it("refuses what it cannot read rather than guessing", () => {
    for (const text of ["4,7,9", "4.7.9", "4,79 %x", "abc", "1e3", "4 79", "--1", "4,", "."]) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });

  it("writes fixed decimals in the page's language", () => {
    expect(formatDecimal(0, "fr", 2)).toBe("0,00");
    expect(formatDecimal(20, "en", 2)).toBe("20.00");
    expect(formatDecimal(12.345, "fr", 2)).toBe("12,35");
    expect(formatDecimal(1234.5, "fr", 2)).toBe("1\u00a0234,50");
  });
});
