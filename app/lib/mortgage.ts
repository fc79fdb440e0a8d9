/** Mortgage arithmetic of spec 2 §5 and §9; pure, computed in the browser. */

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
const HIGH_PRICE = 1_000_000;

/** The smallest down payment allowed for a price (spec 2 §5). */
export function minimumDownPayment(price: number, type: PropertyType): number {
  if (price <= 0) return 0;
  if (type === "commercial") return price * 0.35;
  if (price >= HIGH_PRICE) return price * 0.2;
  if (price > FIRST_TIER_LIMIT) return FIRST_TIER_LIMIT * 0.05 + (price - FIRST_TIER_LIMIT) * 0.1;
  return price * 0.05;
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
