// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";

const calculator: Block = { block_type: "mortgage-calculator", block_params: {}, fields: {} };

async function setup(locale: "fr" | "en" = "en") {
  const user = userEvent.setup();
  await renderBlocks([calculator], { locale });
  await screen.findByRole("heading", {
    name: locale === "en" ? "Mortgage calculator" : "Calculatrice hypothécaire",
  });
  return user;
}

// Typing into the masked inputs takes seconds on a busy machine: no timing is asserted.
describe("mortgage calculator (spec 2 §4, §5)", () => {
  it("starts with 5.5%, 25 years and monthly payments, and shows the result only after Calculate", async () => {
    const user = await setup();
    expect(screen.getByLabelText("Interest rate (%)")).toHaveValue("5.5");
    expect(screen.getByLabelText("Amortization period")).toHaveDisplayValue("25 years");
    expect(screen.getByLabelText("Payment frequency")).toHaveDisplayValue("Monthly");

    await user.type(screen.getByLabelText("Property price ($)"), "400000");
    await user.type(screen.getByLabelText("Down payment ($)"), "80000");
    // The mask is a lazy chunk: on a busy machine it may attach after the last key, then formats
    // what was typed. Wait for that, not for a time.
    await waitFor(() => {
      expect(screen.getByLabelText("Property price ($)")).toHaveValue("400 000");
      expect(screen.getByLabelText("Down payment as a percentage of the price")).toHaveValue("20.00 %");
    });
    expect(screen.queryByText("Monthly payment")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByText("Monthly payment")).toBeInTheDocument();
    // 320,000 at 5.5% over 25 years: 1,953.25 a month.
    expect(screen.getByText("$1,953.25")).toBeInTheDocument();

    // Recomputed live afterwards: bi-weekly is half of the monthly payment.
    await user.selectOptions(screen.getByLabelText("Payment frequency"), "bi-weekly");
    expect(screen.getByText("Bi-weekly payment")).toBeInTheDocument();
    expect(screen.getByText("$976.63")).toBeInTheDocument();
  });

  it("shows the required amount and disables Calculate when the down payment is below the minimum", async () => {
    const user = await setup();
    await user.type(screen.getByLabelText("Property price ($)"), "750000");
    await user.type(screen.getByLabelText("Down payment ($)"), "40000");
    expect(screen.getByText("The minimum down payment required is $50,000.00.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calculate" })).toBeDisabled();
    await user.clear(screen.getByLabelText("Down payment ($)"));
    await user.type(screen.getByLabelText("Down payment ($)"), "50000");
    expect(screen.getByRole("button", { name: "Calculate" })).toBeEnabled();
  });

  it('alerts "Down payment too high" and disables Calculate when the down payment exceeds the price', async () => {
    const user = await setup();
    await user.type(screen.getByLabelText("Property price ($)"), "300000");
    await user.type(screen.getByLabelText("Down payment ($)"), "300001");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Down payment too high");
    expect(alert).toHaveTextContent("The down payment cannot be more than the property price.");
    expect(screen.getByRole("button", { name: "Calculate" })).toBeDisabled();
  });

  it("disables Calculate for a negative interest rate", async () => {
    const user = await setup("fr");
    await user.type(screen.getByLabelText("Prix de la propriété ($)"), "300000");
    await user.type(screen.getByLabelText("Mise de fonds ($)"), "60000");
    const rate = screen.getByLabelText("Taux d'intérêt (%)");
    await user.clear(rate);
    await user.type(rate, "-1");
    expect(screen.getByRole("button", { name: "Calculer" })).toBeDisabled();
    expect(screen.getByText("Le taux d'intérêt ne peut pas être négatif.")).toBeInTheDocument();
  });
});

describe("mortgage calculator in French (issue 22, item 3)", { timeout: 20_000 }, () => {
  it("shows its defaults the French way", async () => {
    await setup("fr");
    expect(screen.getByLabelText("Taux d'intérêt (%)")).toHaveValue("5,5");
    expect(screen.getByLabelText("Mise de fonds en pourcentage du prix")).toHaveValue("0,00 %");
  });

  it("reads 4,79 as 4.79 percent", async () => {
    const user = await setup("fr");
    await user.type(screen.getByLabelText("Prix de la propriété ($)"), "400000");
    await user.type(screen.getByLabelText("Mise de fonds ($)"), "80000");
    const rate = screen.getByLabelText("Taux d'intérêt (%)");
    await user.clear(rate);
    await user.type(rate, "4,79");
    await user.click(screen.getByRole("button", { name: "Calculer" }));
    // 320,000 at 4.79% over 25 years, monthly (same as "4.79").
    const expected = screen.getByText("Versement mensuel").nextElementSibling?.textContent;
    await user.clear(rate);
    await user.type(rate, "4.79");
    expect(screen.getByText("Versement mensuel").nextElementSibling?.textContent).toBe(expected);
    expect(expected).toMatch(/^1\u00a08\d\d,\d\d\u00a0\$$/);
  });

  it("says when a rate cannot be read, and does not compute with it", async () => {
    const user = await setup("fr");
    await user.type(screen.getByLabelText("Prix de la propriété ($)"), "400000");
    await user.type(screen.getByLabelText("Mise de fonds ($)"), "80000");
    const rate = screen.getByLabelText("Taux d'intérêt (%)");
    await user.clear(rate);
    await user.type(rate, "4,7,9");
    expect(rate).toHaveAccessibleDescription("Entrez un taux comme 4,79.");
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Calculer" })).toBeDisabled();
  });

  it("says so in English too", async () => {
    const user = await setup("en");
    const rate = screen.getByLabelText("Interest rate (%)");
    await user.clear(rate);
    await user.type(rate, "abc");
    expect(rate).toHaveAccessibleDescription("Enter a rate such as 4.79.");
  });
});
