// @vitest-environment jsdom
// Issue 21: length limits on every wizard field, and a retry without JavaScript that keeps the
// form instance's key and every answer (the action refused the post before the wizard saw it).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import PropertyAlertForm from "~/blocks/forms/property-alert-form/PropertyAlertForm";
import type { PreparedBlock } from "~/blocks/types";
import { alertWizard } from "~/forms/alert/steps";
import type { FormActionData } from "~/forms/form-result";
import { valuationWizard } from "~/forms/valuation/steps";
import { heldWizardState } from "~/forms/wizard/result";
import {
  limitsAddressAnswers as address,
  limitsContactAnswers as contact,
  stepErrors,
} from "../lead-answers";
import { renderWithProviders } from "../render";

const errorsOf = stepErrors;

describe("wizard length limits (the shared rules)", () => {
  it("refuses a name over 100, an email over 254, a phone over 30 characters; accepts the limits", () => {
    const contactStep = alertWizard.steps.findIndex((step) => step.fields.includes("firstname"));
    expect(errorsOf(alertWizard, contactStep, contact)).toEqual([]);
    expect(
      errorsOf(alertWizard, contactStep, {
        ...contact,
        firstname: "a".repeat(101),
        lastname: "b".repeat(100),
        email: `${"c".repeat(250)}@x.ca`,
        phone: `514 555 0142${" ".repeat(30)}1`,
      }),
    ).toEqual(["firstname", "phone", "email"]);
  });

  it("refuses an address over 200, a city or province over 100 characters", () => {
    const addressStep = alertWizard.steps.findIndex((step) => step.fields.includes("address"));
    expect(errorsOf(alertWizard, addressStep, address)).toEqual([]);
    expect(
      errorsOf(alertWizard, addressStep, {
        ...address,
        address: "a".repeat(201),
        city: "c".repeat(101),
        province: "p".repeat(101),
      }),
    ).toEqual(["address", "city", "province"]);
  });

  it("caps the valuation's free-text answers at 2,000 characters, and the municipalities", () => {
    const notes = valuationWizard.steps.findIndex((step) => step.fields.includes("renovations"));
    expect(errorsOf(valuationWizard, notes, { renovations: "r".repeat(2000) })).toEqual([]);
    expect(errorsOf(valuationWizard, notes, { renovations: "r".repeat(2001) })).toEqual(["renovations"]);
    expect(errorsOf(alertWizard, 1, { municipalities: ["m".repeat(101)] })).toEqual(["municipalities"]);
  });
});

const fields = { main_title: null, description: null, button_text: null, errors_title: null };
const block: PreparedBlock<typeof fields> = {
  key: "1-property-alert-form",
  id: 1,
  block_type: "property-alert-form",
  block_params: {},
  look: { scheme: "normal", style: {} },
  edit: [],
  fields,
};

/** The page re-rendered after a post without JavaScript: the action's answer, a fresh loader key. */
function renderAfterPost(answer: FormActionData) {
  const data = { municipalities: ["Laval", "Montréal"], idempotencyKey: "key-new-render", sentFormId: null };
  return renderWithProviders(<PropertyAlertForm block={block} fields={fields} data={data} index={1} />, {
    locale: "en",
    path: "/en/alerts",
    actionData: answer,
  });
}

const posted = {
  step: "6",
  intent: "submit",
  municipalities: "Laval\nMontréal",
  moving_date: "0-60-days",
  current_situation: "tenant",
  bedrooms: "2",
  bathrooms: "1",
  ...contact,
  ...address,
};

describe("a wizard retried without JavaScript", () => {
  // Issue 34 item 4: a 429 said only "an error occurred"; it says why, in place.
  it("after a 429 keeps the posted key, the step and every answer, and says there were too many requests", async () => {
    const { container } = renderAfterPost({
      formId: "1-property-alert-form",
      status: "rate-limited",
      fieldErrors: {},
      repopulateFields: posted,
      idempotencyKey: "key-of-the-first-post",
    });
    expect(await screen.findByRole("textbox", { name: /Address/ })).toHaveValue("1 rue Principale");
    expect(screen.getByRole("textbox", { name: /City/ })).toHaveValue("Montréal");
    const hidden = (name: string) =>
      [...container.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)].map(
        (input) => input.value,
      );
    expect(hidden("idempotency_key")).toEqual(["key-of-the-first-post"]);
    expect(hidden("municipalities")).toEqual(["Laval", "Montréal"]);
    expect(hidden("firstname")).toEqual(["Ann"]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Too many requests were sent from your connection. Please try again in a few minutes.",
    );
  });

  it("reads the held state from the re-filled values (lists split, a bad step is the intro)", () => {
    const answer = (status: FormActionData["status"], step = "6"): FormActionData => ({
      formId: "f",
      status,
      fieldErrors: {},
      repopulateFields: { ...posted, step },
    });
    expect(heldWizardState(alertWizard, answer("rate-limited"))).toMatchObject({
      step: 6,
      values: { municipalities: ["Laval", "Montréal"], city: "Montréal" },
      errors: ["rate-limited"],
    });
    expect(heldWizardState(alertWizard, answer("failed"))?.errors).toEqual(["submit-error"]);
    expect(heldWizardState(alertWizard, answer("failed", "99"))?.step).toBe(0);
    expect(heldWizardState(alertWizard, answer("invalid"))).toBeNull();
  });
});
