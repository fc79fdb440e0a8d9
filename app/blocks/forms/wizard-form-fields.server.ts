import { z } from "zod";
import { optionalField, rawTextValue, textFieldSchema } from "~/content/fields.server";
import { loadWizardData } from "~/forms/wizard/load.server";
import { defineFields } from "../define-fields.server";

/** The fields of both wizard blocks (property-alert-form, property-valuation-form). */
const fields = z.object({
  main_title: optionalField(textFieldSchema),
  /** The intro text (defaults to the wizards' own text in French and English). */
  description: optionalField(textFieldSchema),
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
