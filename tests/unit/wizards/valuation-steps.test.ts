import { describe, expect, it } from "vitest";
import { valuationWizard } from "~/forms/valuation/steps";
import { areaUnit } from "~/forms/valuation/choices";
import { lastStep, validateStep } from "~/forms/wizard/engine";
import { stepErrors, valuationDetailsAnswers as details, type WizardValues } from "../lead-answers";

const errorsOf = (step: number, values: WizardValues) => stepErrors(valuationWizard, step, values);

describe("property-valuation wizard steps (spec 3 §5)", () => {
  it("has 7 steps after the intro", () => {
    expect(lastStep(valuationWizard)).toBe(7);
  });

  it("step 1: municipalities are required", () => {
    expect(errorsOf(1, {})).toEqual(["municipalities"]);
    expect(errorsOf(1, { municipalities: ["Gatineau"] })).toEqual([]);
  });

  it("step 2: property_type, construction_year, bedrooms, bathrooms, parking and garage are required", () => {
    expect(errorsOf(2, {})).toEqual([
      "property_type",
      "construction_year",
      "bedrooms",
      "bathrooms",
      "parking",
      "garage",
    ]);
    expect(errorsOf(2, details)).toEqual([]);
  });

  it("step 2: a number of 0 or more counts as filled", () => {
    expect(errorsOf(2, { ...details, bedrooms: "0", bathrooms: "0", parking: "0", garage: "0" })).toEqual([]);
    expect(errorsOf(2, { ...details, parking: "-1" })).toEqual(["parking"]);
  });

  it("step 2: the construction year has 4 digits", () => {
    expect(errorsOf(2, { ...details, construction_year: "987" })).toEqual(["construction_year"]);
    expect(errorsOf(2, { ...details, construction_year: "19870" })).toEqual(["construction_year"]);
    expect(errorsOf(2, { ...details, construction_year: "198a" })).toEqual(["construction_year"]);
  });

  it("step 3: both surface areas are required, up to 6 digits; the unit defaults to imperial", () => {
    expect(errorsOf(3, {})).toEqual(["livable_surface_area", "lot_surface_area"]);
    expect(errorsOf(3, { livable_surface_area: "1234567", lot_surface_area: "5000" })).toEqual([
      "livable_surface_area",
    ]);
    const result = validateStep(valuationWizard, 3, {
      livable_surface_area: "999999",
      lot_surface_area: "1",
    });
    expect(result.ok && result.values.measurement_system).toBe("imperial");
  });

  it("area units: imperial shows ft² (pi² in French), metric shows m²", () => {
    expect(areaUnit("imperial", "en")).toBe("ft²");
    expect(areaUnit("imperial", "fr")).toBe("pi²");
    expect(areaUnit("metric", "fr")).toBe("m²");
    expect(areaUnit("metric", "en")).toBe("m²");
  });

  it("steps 4 and 5: nothing is required", () => {
    expect(errorsOf(4, {})).toEqual([]);
    expect(errorsOf(5, {})).toEqual([]);
  });

  it("step 6: the same contact fields as the alert form", () => {
    expect(errorsOf(6, {})).toEqual(["firstname", "lastname", "phone", "email"]);
    expect(errorsOf(6, { firstname: "A", lastname: "B", phone: "514 555 0142", email: "x@y" })).toEqual([
      "email",
    ]);
  });

  it("step 7: address, postal_code and city are required", () => {
    expect(errorsOf(7, {})).toEqual(["address", "postal_code", "city"]);
    expect(errorsOf(7, { address: "1 rue", postal_code: "H2X1Y4", city: "Laval" })).toEqual([]);
  });
});
