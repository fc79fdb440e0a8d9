import { describe, expect, it } from "vitest";
import { alertPayload } from "~/forms/alert/payload";
import { valuationPayload } from "~/forms/valuation/payload";
import { payloadAnswers as contact, payloadCommonValues as commonValues } from "../lead-answers";

const commonFields = [
  "recaptcha_response",
  "form_type",
  "locale",
  "full_name",
  "first_name",
  "last_name",
  "phone",
  "email",
  "preferred_method_of_contact",
  "address",
  "postal_code",
  "city",
  "province",
  "country",
  "municipality",
  "consent_transaction",
  "consent_marketing",
];

describe("submission payloads (spec 3 §7)", () => {
  it("the alert payload has the common fields and the alert's own, with the municipality names joined by commas", () => {
    const payload = alertPayload(
      {
        ...contact,
        moving_date: "4-8-months",
        current_situation: "owner",
        budget_min: "250000",
        budget_max: "",
        property_type: "condo",
        bedrooms: "0",
        bathrooms: "2",
      },
      { locale: "fr", recaptchaResponse: "token-1" },
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        ...commonFields,
        "property_type",
        "current_client_situation",
        "desired_moving_timeframe",
        "budget_min",
        "budget_max",
        "nb_bedrooms",
        "nb_bathrooms",
      ].sort(),
    );
    expect(payload).toMatchObject({
      ...commonValues,
      form_type: "property_alert",
      consent_transaction: "1",
      consent_marketing: "0",
      property_type: "condo",
      current_client_situation: "owner",
      desired_moving_timeframe: "4-8-months",
      budget_min: "250000",
      budget_max: "",
      nb_bedrooms: "0",
      nb_bathrooms: "2",
    });
  });

  it("the alert budget defaults to 0 up to unlimited", () => {
    const payload = alertPayload(contact, { locale: "en", recaptchaResponse: "t" });
    expect(payload.budget_min).toBe("0");
    expect(payload.budget_max).toBe("");
    expect(payload.locale).toBe("en");
  });

  it("the valuation payload has the common fields and the valuation's own; surfaces carry their unit", () => {
    const payload = valuationPayload(
      {
        ...contact,
        consent_marketing: "on",
        property_type: "house",
        construction_year: "1987",
        bedrooms: "3",
        bathrooms: "1",
        parking: "2",
        garage: "0",
        livable_surface_area: "1450",
        lot_surface_area: "5000",
        measurement_system: "imperial",
        report: "yes",
        report_available: "no",
        selling_motivation: "Moving closer to family",
        renovations: "New roof 2020",
      },
      { locale: "fr", recaptchaResponse: "token-1" },
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        ...commonFields,
        "property_type",
        "year_of_construction",
        "nb_bedrooms",
        "nb_bathrooms",
        "nb_parking",
        "nb_garage",
        "living_area",
        "land_area",
        "evaluation_report",
        "availability_of_report",
        "reason_for_sale",
        "renos_and_improvments",
      ].sort(),
    );
    expect(payload).toMatchObject({
      ...commonValues,
      form_type: "property_valuation",
      consent_transaction: "1",
      consent_marketing: "1",
      property_type: "house",
      year_of_construction: "1987",
      nb_bedrooms: "3",
      nb_bathrooms: "1",
      nb_parking: "2",
      nb_garage: "0",
      living_area: "1450 pi²",
      land_area: "5000 pi²",
      evaluation_report: "1",
      availability_of_report: "0",
      reason_for_sale: "Moving closer to family",
      renos_and_improvments: "New roof 2020",
    });
  });

  it("valuation surfaces: ft² in English, m² for the metric system", () => {
    const base = { ...contact, livable_surface_area: "120", lot_surface_area: "400" };
    expect(valuationPayload(base, { locale: "en", recaptchaResponse: "t" }).living_area).toBe("120 ft²");
    const metric = valuationPayload(
      { ...base, measurement_system: "metric" },
      { locale: "en", recaptchaResponse: "t" },
    );
    expect([metric.living_area, metric.land_area]).toEqual(["120 m²", "400 m²"]);
  });
});

describe("payload cleaning", () => {
  it("sends every spec field form-encodable: trimmed text, booleans as 1/0, unanswered questions empty", () => {
    const payload = valuationPayload({ firstname: "  Ann " }, { locale: "en", recaptchaResponse: "t" });
    expect(payload.first_name).toBe("Ann");
    expect(payload.full_name).toBe("Ann");
    expect(payload.evaluation_report).toBe("");
    expect(payload.consent_marketing).toBe("0");
    expect(Object.values(payload).every((value) => typeof value === "string")).toBe(true);
  });
});
