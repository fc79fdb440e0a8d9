/** Spec 3 §3: valuation choices. The values travel in the payload; the labels are in wizards.json. */
export const valuationPropertyTypes = ["house", "condo", "plex", "cottage", "land", "commercial"] as const;
export const measurementSystems = ["imperial", "metric"] as const;
export type MeasurementSystem = (typeof measurementSystems)[number];
export const yesNo = ["yes", "no"] as const;

/** Spec 3 §9: imperial shows ft² (pi² in French), metric m²; imperial is the default. */
export function areaUnit(system: MeasurementSystem, locale: string) {
  if (system === "metric") return "m²";
  return locale === "fr" ? "pi²" : "ft²";
}
