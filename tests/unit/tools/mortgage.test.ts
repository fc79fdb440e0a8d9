import { describe, expect, it } from "vitest";
import {
  checkMortgage,
  INSURANCE_PREMIUMS,
  INSURED_PRICE_CAP,
  mortgageInsurance,
  premiumRate,
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

  it("keeps the 5 % / 10 % tiers up to the insured-price cap (1,500,000 since 15 December 2024)", () => {
    expect(INSURED_PRICE_CAP).toBe(1_500_000);
    expect(minimumDownPayment(1_000_000, "residential")).toBeCloseTo(75_000);
    expect(minimumDownPayment(1_499_999, "residential")).toBeCloseTo(124_999.9);
  });

  it("is 20% for a price at the insured-price cap or more (no insured mortgage there)", () => {
    expect(minimumDownPayment(1_500_000, "residential")).toBeCloseTo(300_000);
    expect(minimumDownPayment(2_000_000, "residential")).toBeCloseTo(400_000);
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

describe("mortgage default insurance premium (issue 34 §9, CMHC's published rates)", () => {
  it("holds CMHC's six loan-to-value rows in one table", () => {
    expect(INSURANCE_PREMIUMS).toEqual([
      { maxLoanToValue: 0.65, rate: 0.006 },
      { maxLoanToValue: 0.75, rate: 0.017 },
      { maxLoanToValue: 0.8, rate: 0.024 },
      { maxLoanToValue: 0.85, rate: 0.028 },
      { maxLoanToValue: 0.9, rate: 0.031 },
      { maxLoanToValue: 0.95, rate: 0.04 },
    ]);
  });

  it("takes the row whose bound the loan-to-value does not exceed, bounds included", () => {
    expect(premiumRate(0.5)).toBe(0.006);
    expect(premiumRate(0.65)).toBe(0.006);
    expect(premiumRate(0.6501)).toBe(0.017);
    expect(premiumRate(0.8)).toBe(0.024);
    expect(premiumRate(0.85)).toBe(0.028);
    expect(premiumRate(450_000 / 500_000)).toBe(0.031);
    expect(premiumRate(0.95)).toBe(0.04);
    expect(premiumRate(0.9501)).toBeNull();
  });

  it("adds the premium to the loan below 20 % down: 10 % down on 500,000 is 3.10 % of 450,000", () => {
    expect(mortgageInsurance(500_000, 50_000, "residential")).toEqual({
      rate: 0.031,
      premium: 13_950,
      insuredLoan: 463_950,
    });
    // 5 % down: 95 % loan-to-value, 4.00 %.
    expect(mortgageInsurance(400_000, 20_000, "residential")).toMatchObject({ rate: 0.04, premium: 15_200 });
    // 15 % down: 85 %, 2.80 %.
    expect(mortgageInsurance(400_000, 60_000, "residential")).toMatchObject({ rate: 0.028, premium: 9_520 });
    // 19.99 % down: above 80 %, 2.80 %; the premium rounded to the cent.
    expect(mortgageInsurance(333_333, 66_633, "residential").premium).toBe(7_467.6);
  });

  it("charges none at 20 % down or more, for commercial loans, at the cap, or without a loan", () => {
    const none = (loan: number) => ({ rate: 0, premium: 0, insuredLoan: loan });
    expect(mortgageInsurance(500_000, 100_000, "residential")).toEqual(none(400_000));
    expect(mortgageInsurance(500_000, 300_000, "residential")).toEqual(none(200_000));
    expect(mortgageInsurance(500_000, 50_000, "commercial")).toEqual(none(450_000));
    expect(mortgageInsurance(1_500_000, 150_000, "residential")).toEqual(none(1_350_000));
    expect(mortgageInsurance(0, 0, "residential")).toEqual(none(0));
    expect(mortgageInsurance(500_000, 500_000, "residential")).toEqual(none(0));
  });

  it("is part of the check, with the cap named when it sets the minimum", () => {
    const base: MortgageInput = {
      propertyType: "residential",
      price: 500_000,
      downPayment: 50_000,
      interestRate: 0.055,
      amortizationPeriod: 25,
      paymentFrequency: "monthly",
    };
    expect(checkMortgage(base).insurance.insuredLoan).toBe(463_950);
    expect(payment(463_950, 0.055, 25, "monthly")).toBeCloseTo(2_831.91, 2);
    expect(checkMortgage(base).aboveInsuredCap).toBe(false);
    expect(checkMortgage({ ...base, price: 1_500_000 })).toMatchObject({
      aboveInsuredCap: true,
      tooLow: true,
    });
  });
});
