import { FIELD_LIMITS } from "../limits";
import { ClosingStep } from "../wizard/ContactFields";
import { RadioGroup, SelectField, TextField } from "../wizard/fields";
import {
  choiceOptions,
  MunicipalitiesStep,
  stepFieldProps,
  type WizardScreens,
  type WizardStepProps,
} from "../wizard/StepParts";
import {
  areaUnit,
  measurementSystems,
  valuationPropertyTypes,
  yesNo,
  type MeasurementSystem,
} from "./choices";
import { valuationWizard } from "./steps";

export const valuationScreens: WizardScreens = {
  definition: valuationWizard,
  textsKey: "valuation",
  titleKeys: [
    "",
    "valuation.steps.municipality",
    "valuation.steps.details",
    "valuation.steps.surfaces",
    "valuation.steps.report",
    "valuation.steps.selling",
    "valuation.steps.contact",
    "valuation.steps.address",
  ],
  Step: ValuationStep,
};

/** The fields of each property-valuation step (spec 3 §2, §3). */
export function ValuationStep({ step, context: c, t, locale }: WizardStepProps) {
  const field = stepFieldProps(c, t);
  switch (step) {
    case 1:
      return <MunicipalitiesStep context={c} t={t} />;
    case 2:
      return (
        <>
          <SelectField
            {...field("property_type")}
            required
            placeholder={t("choose")}
            options={choiceOptions(valuationPropertyTypes, "property", t)}
          />
          <TextField {...field("construction_year")} required digits={4} />
          <TextField {...field("bedrooms")} required digits={2} />
          <TextField {...field("bathrooms")} required digits={2} />
          <TextField {...field("parking")} required digits={2} />
          <TextField {...field("garage")} required digits={2} />
        </>
      );
    case 3: {
      const system = (c.text("measurement_system") || "imperial") as MeasurementSystem;
      return (
        <>
          <RadioGroup
            {...field("measurement_system")}
            defaultValue={system}
            options={measurementSystems.map((value) => ({
              value,
              label: t(`choices.system.${value}`, { unit: areaUnit(value, locale) }),
            }))}
          />
          <TextField {...field("livable_surface_area")} required digits={6} hint={t("surface-hint")} />
          <TextField {...field("lot_surface_area")} required digits={6} hint={t("surface-hint")} />
        </>
      );
    }
    case 4:
      return (
        <>
          <RadioGroup
            {...field("report")}
            options={yesNo.map((value) => ({ value, label: t(`choices.${value}`) }))}
          />
          <RadioGroup
            {...field("report_available")}
            options={yesNo.map((value) => ({ value, label: t(`choices.${value}`) }))}
          />
        </>
      );
    case 5:
      return (
        <>
          <TextField {...field("selling_motivation")} multiline maxLength={FIELD_LIMITS.note} />
          <TextField {...field("renovations")} multiline maxLength={FIELD_LIMITS.note} />
        </>
      );
    default:
      return <ClosingStep nth={step - 5} context={c} t={t} />;
  }
}
