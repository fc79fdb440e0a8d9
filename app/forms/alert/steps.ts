import { z } from "zod";
import type { WizardDefinition } from "../wizard/engine";
import { addressStep, contactStep, introStep, municipalitiesStep, wholeNumber } from "../wizard/common-steps";
import { alertPropertyTypes, currentSituations, movingDates, priceSteps } from "./choices";

const priceStep = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value === "" || priceSteps.includes(Number(value)));

/** The property-alert wizard: an intro and 6 steps (spec 3 §2, rules §5). */
export const alertWizard: WizardDefinition = {
  formType: "property_alert",
  steps: [
    introStep,
    municipalitiesStep,
    {
      fields: ["moving_date", "current_situation"],
      schema: z.object({ moving_date: z.enum(movingDates), current_situation: z.enum(currentSituations) }),
    },
    {
      // Budget defaults to 0 up to unlimited (an empty maximum).
      fields: ["budget_min", "budget_max"],
      schema: z.object({
        budget_min: priceStep.transform((value) => value || "0"),
        budget_max: priceStep,
      }),
    },
    {
      fields: ["property_type", "bedrooms", "bathrooms"],
      schema: z.object({
        property_type: z.enum(alertPropertyTypes).optional().catch(undefined),
        bedrooms: wholeNumber(2),
        bathrooms: wholeNumber(2),
      }),
    },
    contactStep,
    addressStep,
  ],
};
