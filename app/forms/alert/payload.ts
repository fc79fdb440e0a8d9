import { cleanPayload } from "../clean-payload";
import type { WizardValues } from "../wizard/engine";
import { commonPayload, text, type PayloadContext } from "../wizard/payload";

/** Spec 3 §7: the property-alert payload (common fields plus the alert's own), through the cleaning helper. */
export function alertPayload(values: WizardValues, context: PayloadContext): Record<string, string> {
  return cleanPayload({
    ...commonPayload("property_alert", values, context),
    property_type: text(values, "property_type"),
    current_client_situation: text(values, "current_situation"),
    desired_moving_timeframe: text(values, "moving_date"),
    budget_min: text(values, "budget_min") || "0",
    // An empty maximum is the unlimited budget.
    budget_max: text(values, "budget_max"),
    nb_bedrooms: text(values, "bedrooms"),
    nb_bathrooms: text(values, "bathrooms"),
  });
}
