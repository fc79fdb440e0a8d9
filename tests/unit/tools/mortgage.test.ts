import { describe, expect, it } from "vitest";
import {
  checkMortgage,
  DEFAULT_AMORTIZATION,
  DEFAULT_FREQUENCY,
  DEFAULT_INTEREST_RATE,
  amortizationPeriods,
  minimumDownPayment,
  monthlyPayment,
  monthlyRate,
  parseAmount,
  payment,
  paymentFrequencies,
  type MortgageInput,
} from "~/lib/mortgage";

describe("minimum down payment (spec 2 §5)", () => {
  it("is 35% of the price for a commercial property, whatever the price", () => {
    expect(minimumDownPayment(300_000, "commercial")).toBeCloseTo(105_000);
    expect(minimumDownPayment(2_000_000, "commercial")).toBeCloseTo(700_000);
  });

  it("is 5% for a price of 500,000 or less", () => {
    expect(minimumDownPayment(400_000, "residential")).toBeCloseTo(20_000);
    expect(minimumDownPayment(500_000, "residential")).toBeCloseTo(25_000);
  });

  it("is 5% of the first 500,000 plus 10% of the remainder above 500,000", () => {
    expect(minimumDownPayment(500_001, "residential")).toBeCloseTo(25_000.1);
    expect(minimumDownPayment(750_000, "residential")).toBeCloseTo(50_000);
    expect(minimumDownPayment(999_999, "residential")).toBeCloseTo(74_999.9);
  });

  it("is 20% for a price of 1,000,000 or more", () => {
    expect(minimumDownPayment(1_000_000, "residential")).toBeCloseTo(200_000);
    expect(minimumDownPayment(1_500_000, "residential")).toBeCloseTo(300_000);
  });

  it("is 0 without a price", () => {
    expect(minimumDownPayment(0, "residential")).toBe(0);
  });
});

describe("payment (spec 2 §9)", () => {
  it("converts the annual rate compounded semi-annually into a monthly rate", () => {
    // (1 + 0.055 / 2) ^ (1 / 6) - 1
    expect(monthlyRate(0.055)).toBeCloseTo(0.0045317, 6);
    expect(Math.pow(1 + monthlyRate(0.06), 12)).toBeCloseTo(Math.pow(1.03, 2), 10);
  });

  it("gives the amortized monthly payment of a loan", () => {
    // 400,000 at 5.5% over 25 years, semi-annual compounding: r = 1.0275^(1/6) − 1, P·r / (1 − (1 + r)^−300).
    expect(monthlyPayment(400_000, 0.055, 25)).toBeCloseTo(2441.57, 2);
  });

  it("is never less than the principal divided by the number of months", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBeCloseTo(1000);
    expect(monthlyPayment(120_000, 0.0001, 10)).toBeGreaterThanOrEqual(1000);
  });

  it("gives 0 for a zero loan or a zero term", () => {
    expect(monthlyPayment(0, 0.055, 25)).toBe(0);
    expect(monthlyPayment(300_000, 0.055, 0)).toBe(0);
    expect(payment(0, 0.055, 25, "weekly")).toBe(0);
  });

  it("divides the monthly payment by 4 for weekly and by 2 for bi-weekly", () => {
    const monthly = monthlyPayment(350_000, 0.05, 20);
    expect(payment(350_000, 0.05, 20, "monthly")).toBeCloseTo(monthly);
    expect(payment(350_000, 0.05, 20, "bi-weekly")).toBeCloseTo(monthly / 2);
    expect(payment(350_000, 0.05, 20, "weekly")).toBeCloseTo(monthly / 4);
  });
});

describe("constants (spec 2 §9)", () => {
  it("offers 5 to 25 years (default 25), three frequencies (default monthly), 5.5% by default", () => {
    expect(amortizationPeriods).toEqual([5, 10, 15, 20, 25]);
    expect(DEFAULT_AMORTIZATION).toBe(25);
    expect(paymentFrequencies).toEqual(["weekly", "bi-weekly", "monthly"]);
    expect(DEFAULT_FREQUENCY).toBe("monthly");
    expect(DEFAULT_INTEREST_RATE).toBe(0.055);
  });
});

describe("messages and disabling (spec 2 §5)", () => {
  const base: MortgageInput = {
    propertyType: "residential",
    price: 600_000,
    downPayment: 35_000,
    interestRate: 0.055,
    amortizationPeriod: 25,
    paymentFrequency: "monthly",
  };

  it("allows Calculate at exactly the minimum and derives the loan", () => {
    expect(checkMortgage(base)).toMatchObject({
      minimumDownPayment: 35_000,
      loanAmount: 565_000,
      tooLow: false,
      tooHigh: false,
      canCalculate: true,
    });
  });

  it("flags a down payment below the minimum and disables Calculate", () => {
    expect(checkMortgage({ ...base, downPayment: 34_999 })).toMatchObject({
      tooLow: true,
      canCalculate: false,
    });
  });

  it("flags a down payment above the price and disables Calculate", () => {
    expect(checkMortgage({ ...base, downPayment: 600_001 })).toMatchObject({
      tooHigh: true,
      tooLow: false,
      canCalculate: false,
    });
  });

  it("disables Calculate for a negative rate", () => {
    expect(checkMortgage({ ...base, interestRate: -0.01 })).toMatchObject({
      negativeRate: true,
      canCalculate: false,
    });
  });

  it("shows the down payment percentage of the price", () => {
    expect(checkMortgage({ ...base, downPayment: 60_000 }).downPaymentPercent).toBeCloseTo(10);
    expect(checkMortgage({ ...base, price: 0, downPayment: 0 }).downPaymentPercent).toBe(0);
  });
});

describe("amount input (spec 2 §5)", () => {
  it("removes spaces and grouping, and reads empty as 0", () => {
    expect(parseAmount("1 234 567")).toBe(1_234_567);
    expect(parseAmount("1\u00a0234")).toBe(1234);
    expect(parseAmount("")).toBe(0);
  });
});
