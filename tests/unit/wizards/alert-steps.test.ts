import { describe, expect, it } from "vitest";
import { alertWizard } from "~/forms/alert/steps";
import { priceSteps } from "~/forms/alert/choices";
import { canSubmit, goNext, goPrevious, lastStep, validateAll, validateStep } from "~/forms/wizard/engine";
import { completeAlertAnswers as complete, stepErrors, type WizardValues } from "../lead-answers";

const errorsOf = (step: number, values: WizardValues) => stepErrors(alertWizard, step, values);

describe("property-alert wizard steps (spec 3 §5)", () => {
  it("has 6 steps after the intro", () => {
    expect(lastStep(alertWizard)).toBe(6);
  });

  it("step 1: municipalities are required (key municipalities)", () => {
    expect(errorsOf(1, {})).toEqual(["municipalities"]);
    expect(errorsOf(1, { municipalities: [] })).toEqual(["municipalities"]);
    expect(errorsOf(1, { municipalities: ["Laval"] })).toEqual([]);
  });

  it("step 2: moving_date and current_situation are required, among the spec's choices", () => {
    expect(errorsOf(2, {})).toEqual(["moving_date", "current_situation"]);
    expect(errorsOf(2, { moving_date: "someday", current_situation: "owner" })).toEqual(["moving_date"]);
    for (const moving_date of ["0-60-days", "60-120-days", "4-8-months", "8-months-plus"]) {
      for (const current_situation of ["owner", "tenant", "parents", "abroad", "other"]) {
        expect(errorsOf(2, { moving_date, current_situation })).toEqual([]);
      }
    }
  });

  it("step 3: the budget defaults to 0 up to unlimited", () => {
    const result = validateStep(alertWizard, 3, {});
    expect(result).toEqual({ ok: true, values: { budget_min: "0", budget_max: "" } });
    expect(errorsOf(3, { budget_min: "12345" })).toEqual(["budget_min"]);
  });

  it("step 3: the budget choices are the default price steps", () => {
    expect(priceSteps.slice(0, 3)).toEqual([0, 25_000, 50_000]);
    expect(priceSteps).toContain(500_000);
    expect(priceSteps).toContain(550_000);
    expect(priceSteps).not.toContain(525_000);
    expect(priceSteps.slice(-6)).toEqual([1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000]);
    expect(priceSteps).toHaveLength(36);
  });

  it("step 4: bedrooms and bathrooms are required numbers, 0 counts as filled, at most 2 digits", () => {
    expect(errorsOf(4, {})).toEqual(["bedrooms", "bathrooms"]);
    expect(errorsOf(4, { bedrooms: "0", bathrooms: "0" })).toEqual([]);
    expect(errorsOf(4, { bedrooms: "-1", bathrooms: "100" })).toEqual(["bedrooms", "bathrooms"]);
    expect(errorsOf(4, { bedrooms: "", bathrooms: " " })).toEqual(["bedrooms", "bathrooms"]);
  });

  it("step 5: firstname, lastname, phone and email are required", () => {
    expect(errorsOf(5, {})).toEqual(["firstname", "lastname", "phone", "email"]);
    expect(errorsOf(5, { firstname: "  ", lastname: "T", phone: "5145550142", email: "a@b.c" })).toEqual([
      "firstname",
    ]);
  });

  it("step 5: the email must be text, @, text, dot, text (key email)", () => {
    const base = { firstname: "M", lastname: "T", phone: "5145550142" };
    expect(errorsOf(5, { ...base, email: "marie@example" })).toEqual(["email"]);
    expect(errorsOf(5, { ...base, email: "marie.example.com" })).toEqual(["email"]);
    expect(errorsOf(5, { ...base, email: "m@e.co" })).toEqual([]);
  });

  it("step 5: the phone takes the (###) ###-#### mask from what was typed", () => {
    const base = { firstname: "M", lastname: "T", email: "m@e.co" };
    for (const phone of ["514 555 0142", "5145550142", "(514) 555-0142"]) {
      const result = validateStep(alertWizard, 5, { ...base, phone });
      expect(result.ok && result.values.phone).toBe("(514) 555-0142");
    }
    expect(errorsOf(5, { ...base, phone: "555-0142" })).toEqual(["phone"]);
  });

  it("step 6: address, postal_code and city are required; province and country are not enforced", () => {
    expect(errorsOf(6, {})).toEqual(["address", "postal_code", "city"]);
    expect(errorsOf(6, { address: "1 rue", postal_code: "H2X 1Y4", city: "Laval" })).toEqual([]);
  });

  it("step 6: the postal code takes the A#A #A# mask (h2x1y4 → H2X 1Y4)", () => {
    const result = validateStep(alertWizard, 6, { address: "1 rue", postal_code: "h2x1y4", city: "Laval" });
    expect(result.ok && result.values.postal_code).toBe("H2X 1Y4");
    expect(errorsOf(6, { address: "1 rue", postal_code: "12345", city: "Laval" })).toEqual(["postal_code"]);
  });

  it("Next is allowed only if the current step validates; Previous clears errors and goes back one step", () => {
    const blocked = goNext(alertWizard, { step: 1, values: {}, errors: [] });
    expect(blocked).toEqual({ step: 1, values: {}, errors: ["municipalities"] });
    const back = goPrevious({ ...blocked, step: 2 });
    expect(back).toEqual({ step: 1, values: {}, errors: [] });
    const moved = goNext(alertWizard, { step: 1, values: { municipalities: ["Laval"] }, errors: [] });
    expect(moved.step).toBe(2);
    expect(moved.errors).toEqual([]);
  });

  it("the last step submits only with address, postal code and city filled", () => {
    expect(canSubmit({ address: "1 rue", postal_code: "H2X 1Y4" })).toBe(false);
    expect(canSubmit({ address: "1 rue", postal_code: "H2X 1Y4", city: " " })).toBe(false);
    expect(canSubmit({ address: "1 rue", postal_code: "H2X 1Y4", city: "Laval" })).toBe(true);
  });

  it("the submission validates every step again and points at the first failing one", () => {
    const all = validateAll(alertWizard, complete);
    expect(all.ok).toBe(true);
    const broken = validateAll(alertWizard, { ...complete, moving_date: "" });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.state).toMatchObject({ step: 2, errors: ["moving_date"] });
  });
});
