import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/i18n/locales";
import { formatNumber, formatPrice } from "~/lib/number-format";

const LOCALES: Locale[] = ["en", "fr"];

/** A deterministic spread of values: every magnitude from 1e-7 to 1e20, both signs, ties included. */
function sampleValues() {
  const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 999.995, 0.0049, 0.005, -0.004, 3637, 1234567.891, 1e-7];
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 27 - 7);
    const value = (Math.round(next() * 1e6) / 1e6) * magnitude * (next() < 0.3 ? -1 : 1);
    values.push(value, Math.round(value * 1000) / 1000 + 0.0005);
  }
  return values;
}

describe("numbers and prices without Intl", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes what Intl.NumberFormat writes for en-CA and fr-CA", () => {
    for (const locale of LOCALES) {
      const tag = `${locale}-CA`;
      for (const decimals of [0, 2] as const) {
        const intl = new Intl.NumberFormat(tag, {
          style: "currency",
          currency: "CAD",
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of sampleValues())
          expect(formatPrice(value, locale, { decimals })).toBe(intl.format(value));
      }
      for (const maxDecimals of [0, 1, 3]) {
        const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: maxDecimals });
        for (const value of sampleValues())
          expect(formatNumber(value, locale, maxDecimals)).toBe(intl.format(value));
      }
    }
  });

  it("writes the spec's CAD prices with their own separators", () => {
    expect(formatPrice(1250000, "en", { decimals: 2 })).toBe("$1,250,000.00");
    expect(formatPrice(1250000, "fr", { decimals: 2 })).toBe("1\u00a0250\u00a0000,00\u00a0$");
    expect(formatPrice(-1234.5, "en", { decimals: 0 })).toBe("-$1,235");
    expect(formatNumber(3637, "fr", 1)).toBe("3\u00a0637");
    expect(formatNumber(1.5, "en", 1)).toBe("1.5");
  });

  it("creates no NumberFormat for the values a page shows", () => {
    const spy = vi.spyOn(Intl, "NumberFormat");
    formatPrice(282000, "fr", { decimals: 2 });
    formatNumber(3637.5, "en", 1);
    expect(spy).not.toHaveBeenCalled();
  });

  it("leaves what it does not write to Intl", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1e21, 1.5e22]) {
      expect(formatPrice(value, "en", { decimals: 2 })).toBe(
        new Intl.NumberFormat("en-CA", {
          style: "currency",
          currency: "CAD",
          minimumFractionDigits: 2,
        }).format(value),
      );
      expect(formatNumber(value, "fr")).toBe(new Intl.NumberFormat("fr-CA").format(value));
    }
  });
});
