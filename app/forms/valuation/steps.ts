import { z } from "zod";
import { FIELD_LIMITS } from "../limits";
import { optionalMultiline } from "../rules";
import type { WizardDefinition } from "../wizard/engine";
import { addressStep, contactStep, introStep, municipalitiesStep, wholeNumber } from "../wizard/common-steps";
import { measurementSystems, valuationPropertyTypes, yesNo } from "./choices";

const optionalNote = optionalMultiline(FIELD_LIMITS.note);

/** The property-valuation wizard: an intro and 7 steps (spec 3 §2, rules §5). */
export const valuationWizard: WizardDefinition = {
  formType: "property_valuation",
  steps: [
    introStep,
    municipalitiesStep,
    {
      fields: ["property_type", "construction_year", "bedrooms", "bathrooms", "parking", "garage"],
      schema: z.object({
        property_type: z.enum(valuationPropertyTypes),
        construction_year: z
          .string()
          .trim()
          .regex(/^\d{4}$/),
        bedrooms: wholeNumber(2),
        bathrooms: wholeNumber(2),
        parking: wholeNumber(2),
        garage: wholeNumber(2),
      }),
    },
    {
      fields: ["livable_surface_area", "lot_surface_area", "measurement_system"],
      schema: z.object({
        livable_surface_area: wholeNumber(6),
        lot_surface_area: wholeNumber(6),
        measurement_system: z.enum(measurementSystems).catch("imperial"),
      }),
    },
    {
      fields: ["report", "report_available"],
      schema: z.object({
        report: z.enum(yesNo).optional().catch(undefined),
        report_available: z.enum(yesNo).optional().catch(undefined),
      }),
    },
    {
      fields: ["selling_motivation", "renovations"],
      schema: z.object({ selling_motivation: optionalNote, renovations: optionalNote }),
    },
    contactStep,
    addressStep,
  ],
};
