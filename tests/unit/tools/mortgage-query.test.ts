import { describe, expect, it } from "vitest";
import { mortgageFromQuery, searchWithMortgage } from "~/blocks/tools/mortgage-calculator/mortgage-query";

describe("the calculator's GET form (issue 34 §2)", () => {
  it("asks for nothing without a price", () => {
    expect(mortgageFromQuery(new URLSearchParams("variant=7"))).toBeNull();
  });

  it("reads what the form sends, grouped amounts and a French rate included", () => {
    const query = new URLSearchParams(
      "type=residential&price=500+000&down=50%C2%A0000&rate=4%2C79&years=20&frequency=weekly",
    );
    expect(mortgageFromQuery(query)).toEqual({
      rateText: "4,79",
      input: {
        propertyType: "residential",
        price: 500_000,
        downPayment: 50_000,
        interestRate: 0.0479,
        amortizationPeriod: 20,
        paymentFrequency: "weekly",
      },
    });
  });

  it("falls back to the defaults for unknown choices, and keeps an unreadable rate as typed", () => {
    const parsed = mortgageFromQuery(
      new URLSearchParams("price=300000&type=castle&years=7&frequency=daily&rate=4,7,9"),
    );
    expect(parsed).toMatchObject({
      rateText: "4,7,9",
      input: {
        propertyType: "residential",
        amortizationPeriod: 25,
        paymentFrequency: "monthly",
        interestRate: 0.055,
      },
    });
    expect(mortgageFromQuery(new URLSearchParams("price=300000"))?.input.interestRate).toBe(0.055);
  });

  it("writes the calculation over its own parameters and keeps the others", () => {
    const parsed = mortgageFromQuery(new URLSearchParams("price=500000&down=50000&rate=5.5"))!;
    const search = searchWithMortgage("?variant=7&price=1", parsed.input, parsed.rateText);
    expect(search).toBe(
      "?variant=7&type=residential&price=500000&down=50000&rate=5.5&years=25&frequency=monthly",
    );
  });
});
