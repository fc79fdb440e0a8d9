/**
 * Mortgage arithmetic of spec 2 §5 and §9 and the mortgage default insurance (issue 34 §9); pure, the
 * one computation the server's answer to a no-JavaScript Calculate and the live browser result share.
 */

export const propertyTypes = ["residential", "commercial"] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const amortizationPeriods = [5, 10, 15, 20, 25] as const;
export const DEFAULT_AMORTIZATION = 25;

export const paymentFrequencies = ["weekly", "bi-weekly", "monthly"] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];
export const DEFAULT_FREQUENCY: PaymentFrequency = "monthly";

/** A fraction: 5.5% is 0.055. */
export const DEFAULT_INTEREST_RATE = 0.055;

const FIRST_TIER_LIMIT = 500_000;
/**
 * The price from which a mortgage cannot be insured, so the down payment must be 20 %. Spec 2 §5 says
 * 1,000,000, the cap until 14 December 2024; the federal mortgage rules raised it to 1,500,000 from
 * 15 December 2024 (Department of Finance, September 2024; CMHC's "minimum down payment" page). The
 * 5 % / 10 % tiers apply up to it.
 */
export const INSURED_PRICE_CAP = 1_500_000;
/** Below this share of the price as down payment, a mortgage must carry default insurance. */
export const CONVENTIONAL_DOWN_PAYMENT = 0.2;

/** The smallest down payment allowed for a price (spec 2 §5, with today's insured-price cap). */
export function minimumDownPayment(price: number, type: PropertyType): number {
  if (price <= 0) return 0;
  if (type === "commercial") return price * 0.35;
  if (price >= INSURED_PRICE_CAP) return price * CONVENTIONAL_DOWN_PAYMENT;
  if (price > FIRST_TIER_LIMIT) return FIRST_TIER_LIMIT * 0.05 + (price - FIRST_TIER_LIMIT) * 0.1;
  return price * 0.05;
}

/**
 * Mortgage default insurance premiums by loan-to-value, as a share of the loan: CMHC's published
 * homeowner premiums (cmhc-schl.gc.ca, "CMHC mortgage loan insurance cost", standard purchase). Only the
 * rows above 80 % apply to a required premium; the lower ones (a lender insuring a larger down payment)
 * are kept so the table reads as published.
 */
export const INSURANCE_PREMIUMS: readonly { maxLoanToValue: number; rate: number }[] = [
  { maxLoanToValue: 0.65, rate: 0.006 },
  { maxLoanToValue: 0.75, rate: 0.017 },
  { maxLoanToValue: 0.8, rate: 0.024 },
  { maxLoanToValue: 0.85, rate: 0.028 },
  { maxLoanToValue: 0.9, rate: 0.031 },
  { maxLoanToValue: 0.95, rate: 0.04 },
];

/** The premium rate for a loan-to-value (a fraction); null above the table (more than 95 %). */
export function premiumRate(loanToValue: number): number | null {
  // In hundredths of a percent, so 0.9 computed as 450,000 / 500,000 is not 0.9000000001.
  const basisPoints = Math.round(loanToValue * 10_000);
  const row = INSURANCE_PREMIUMS.find((entry) => basisPoints <= Math.round(entry.maxLoanToValue * 10_000));
  return row ? row.rate : null;
}

export type Insurance = {
  /** The premium's rate (a fraction of the loan); 0 when the mortgage needs no insurance. */
  rate: number;
  premium: number;
  /** The loan the payments are computed on: the loan plus the premium, added to it as lenders do. */
  insuredLoan: number;
};

/**
 * The default insurance a mortgage must carry: a residential purchase under the insured-price cap with
 * less than 20 % down. Commercial loans, 20 % or more down, and prices at the cap carry none (the cap
 * already asks 20 %). The premium is rounded to the cent.
 */
export function mortgageInsurance(price: number, downPayment: number, type: PropertyType): Insurance {
  const loan = Math.max(0, price - downPayment);
  const none = { rate: 0, premium: 0, insuredLoan: loan };
  if (type === "commercial" || price <= 0 || price >= INSURED_PRICE_CAP || loan === 0) return none;
  if (downPayment >= price * CONVENTIONAL_DOWN_PAYMENT) return none;
  const rate = premiumRate(loan / price);
  if (rate === null) return none;
  const premium = Math.round(loan * rate * 100) / 100;
  return { rate, premium, insuredLoan: loan + premium };
}

/** Canadian mortgages compound semi-annually; the equivalent monthly rate. */
export function monthlyRate(annualRate: number): number {
  return Math.pow(1 + annualRate / 2, 2 / 12) - 1;
}

/** The monthly payment of a loan; never less than the principal spread over the months. */
export function monthlyPayment(loan: number, annualRate: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  const floor = loan / months;
  const rate = monthlyRate(annualRate);
  if (rate <= 0) return floor;
  const payment = (loan * rate) / (1 - Math.pow(1 + rate, -months));
  return Math.max(payment, floor);
}

const PAYMENTS_PER_MONTH: Record<PaymentFrequency, number> = { weekly: 4, "bi-weekly": 2, monthly: 1 };

/** The payment at a frequency: weekly is a quarter of the monthly one, bi-weekly a half. */
export function payment(
  loan: number,
  annualRate: number,
  years: number,
  frequency: PaymentFrequency,
): number {
  return monthlyPayment(loan, annualRate, years) / PAYMENTS_PER_MONTH[frequency];
}

export type MortgageInput = {
  propertyType: PropertyType;
  price: number;
  downPayment: number;
  interestRate: number;
  amortizationPeriod: number;
  paymentFrequency: PaymentFrequency;
};

export type MortgageCheck = {
  loanAmount: number;
  insurance: Insurance;
  /** The price is at or above the insured-price cap: the minimum is 20 % for that reason. */
  aboveInsuredCap: boolean;
  minimumDownPayment: number;
  /** The down payment as a percentage of the price (0 when there is no price). */
  downPaymentPercent: number;
  tooLow: boolean;
  tooHigh: boolean;
  negativeRate: boolean;
  canCalculate: boolean;
};

/** What the form shows and allows for an input (spec 2 §5 "Messages and disabling"). */
export function checkMortgage(input: MortgageInput): MortgageCheck {
  const minimum = minimumDownPayment(input.price, input.propertyType);
  const tooHigh = input.downPayment > input.price;
  const tooLow = !tooHigh && input.downPayment < minimum;
  const negativeRate = input.interestRate < 0;
  return {
    loanAmount: Math.max(0, input.price - input.downPayment),
    insurance: mortgageInsurance(input.price, input.downPayment, input.propertyType),
    aboveInsuredCap: input.propertyType === "residential" && input.price >= INSURED_PRICE_CAP,
    minimumDownPayment: minimum,
    downPaymentPercent: input.price > 0 ? (input.downPayment / input.price) * 100 : 0,
    tooLow,
    tooHigh,
    negativeRate,
    canCalculate: !tooLow && !tooHigh && !negativeRate,
  };
}

/** "1 234 567" or "1,234,567" (what the masks show) → 1234567; empty → 0. */
export function parseAmount(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f,]/g, "");
  if (digits === "") return 0;
  const value = Number(digits);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A decimal typed in either language: "4,79" and "4.79" are both 4.79 (a French visitor types a
 * comma); empty is 0 (spec 2 §5). Anything else (two separators, letters, exponents) is null, so the
 * form says it cannot read it instead of computing with a guess: stripping the comma gave 479.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^-?(\d+([.,]\d+)?|[.,]\d+)$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}
