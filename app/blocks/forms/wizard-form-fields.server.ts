import { z } from "zod";
import { optionalField, rawTextValue } from "~/content/fields.server";
import { loadWizardData } from "~/forms/wizard/load.server";
import { defineFields } from "../define-fields.server";
import { titleFields } from "../field-groups.server";

/** The fields of both wizard blocks (property-alert-form, property-valuation-form). */
const fields = z.object({
  /** The intro text (`description`) defaults to the wizards' own text in French and English. */
  ...titleFields,
  /** The intro's start button (defaults to the wizard's own: 'Sign up for alerts', 'Start the evaluation'). */
  button_text: optionalField(rawTextValue),
  /** The title of the danger message listing the errors. */
  errors_title: optionalField(rawTextValue),
});
export type WizardFormFields = z.output<typeof fields>;

// Each step posts without JavaScript; the wizard's code waits for the visitor to reach it.
export const wizardFormFields = defineFields(fields, {
  texts: ["wizards"],
  load: loadWizardData,
  loadOn: "intent",
});
