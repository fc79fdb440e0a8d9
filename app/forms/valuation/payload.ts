import { cleanPayload } from "../clean-payload";
import type { WizardValues } from "../wizard/engine";
import { commonPayload, text, type PayloadContext } from "../wizard/payload";
import { areaUnit, type MeasurementSystem } from "./choices";

// An unanswered question is sent empty, so the core API sees every field of the spec.
const yesNo = (value: string) => (value === "yes" ? true : value === "no" ? false : "");

/** Spec 3 §7: the property-valuation payload (common fields plus the valuation's own), through the cleaning helper. */
export function valuationPayload(values: WizardValues, context: PayloadContext): Record<string, string> {
  const system: MeasurementSystem = text(values, "measurement_system") === "metric" ? "metric" : "imperial";
  const unit = areaUnit(system, context.locale);
  const area = (name: string) => (text(values, name) ? `${text(values, name)} ${unit}` : "");
  return cleanPayload({
    ...commonPayload("property_valuation", values, context),
    property_type: text(values, "property_type"),
    year_of_construction: text(values, "construction_year"),
    nb_bedrooms: text(values, "bedrooms"),
    nb_bathrooms: text(values, "bathrooms"),
    nb_parking: text(values, "parking"),
    nb_garage: text(values, "garage"),
    living_area: area("livable_surface_area"),
    land_area: area("lot_surface_area"),
    evaluation_report: yesNo(text(values, "report")),
    availability_of_report: yesNo(text(values, "report_available")),
    reason_for_sale: text(values, "selling_motivation"),
    renos_and_improvments: text(values, "renovations"),
  });
}
