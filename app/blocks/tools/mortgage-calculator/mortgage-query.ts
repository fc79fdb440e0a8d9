import {
  amortizationPeriods,
  DEFAULT_AMORTIZATION,
  DEFAULT_FREQUENCY,
  DEFAULT_INTEREST_RATE,
  parseAmount,
  parseDecimal,
  paymentFrequencies,
  propertyTypes,
  type MortgageInput,
} from "~/lib/mortgage";

/**
 * The calculator's fields as a GET form sends them (issue 34 §2): the server's answer to Calculate
 * without JavaScript, the address the live result writes with it, and a shared link.
 */
export const FIELD_NAMES = {
  propertyType: "type",
  price: "price",
  downPayment: "down",
  interestRate: "rate",
  amortizationPeriod: "years",
  paymentFrequency: "frequency",
} as const;

/** A calculation the page address asks for; the rate kept as typed, so the field shows it back. */
export type MortgageQuery = { input: MortgageInput; rateText: string };

/** The form before any calculation. */
export const INITIAL_INPUT: MortgageInput = {
  propertyType: "residential",
  price: 0,
  downPayment: 0,
  interestRate: DEFAULT_INTEREST_RATE,
  amortizationPeriod: DEFAULT_AMORTIZATION,
  paymentFrequency: DEFAULT_FREQUENCY,
};

function oneOf<T extends string | number>(choices: readonly T[], raw: string | null, fallback: T): T {
  return choices.find((choice) => String(choice) === raw) ?? fallback;
}

/** The calculation in a page's query; null when the address asks for none (no price sent). */
export function mortgageFromQuery(query: URLSearchParams): MortgageQuery | null {
  const price = query.get(FIELD_NAMES.price);
  if (price === null) return null;
  const rateText = (query.get(FIELD_NAMES.interestRate) ?? "").slice(0, 32);
  // An unreadable rate stays as typed: the form says so rather than computing with a guess.
  const rate = query.has(FIELD_NAMES.interestRate) ? parseDecimal(rateText) : DEFAULT_INTEREST_RATE * 100;
  return {
    rateText,
    input: {
      propertyType: oneOf(propertyTypes, query.get(FIELD_NAMES.propertyType), INITIAL_INPUT.propertyType),
      price: parseAmount(price.slice(0, 32)),
      downPayment: parseAmount((query.get(FIELD_NAMES.downPayment) ?? "").slice(0, 32)),
      interestRate: rate === null ? INITIAL_INPUT.interestRate : rate / 100,
      amortizationPeriod: oneOf(
        amortizationPeriods,
        query.get(FIELD_NAMES.amortizationPeriod),
        DEFAULT_AMORTIZATION,
      ),
      paymentFrequency: oneOf(paymentFrequencies, query.get(FIELD_NAMES.paymentFrequency), DEFAULT_FREQUENCY),
    },
  };
}

/**
 * A page address's query with the calculation written over the calculator's own parameters (others,
 * such as a preview token, are kept).
 */
export function searchWithMortgage(current: string, input: MortgageInput, rateText: string): string {
  const search = new URLSearchParams(current);
  for (const name of Object.values(FIELD_NAMES)) search.delete(name);
  search.set(FIELD_NAMES.propertyType, input.propertyType);
  search.set(FIELD_NAMES.price, String(input.price));
  search.set(FIELD_NAMES.downPayment, String(input.downPayment));
  search.set(FIELD_NAMES.interestRate, rateText);
  search.set(FIELD_NAMES.amortizationPeriod, String(input.amortizationPeriod));
  search.set(FIELD_NAMES.paymentFrequency, input.paymentFrequency);
  return `?${search}`;
}
