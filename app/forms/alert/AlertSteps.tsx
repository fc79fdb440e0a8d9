import { formatPrice } from "~/lib/number-format";
import { ClosingStep } from "../wizard/ContactFields";
import { RadioGroup, SelectField, TextField } from "../wizard/fields";
import {
  choiceOptions,
  MunicipalitiesStep,
  stepFieldProps,
  type WizardScreens,
  type WizardStepProps,
} from "../wizard/StepParts";
import { alertPropertyTypes, currentSituations, movingDates, priceSteps } from "./choices";
import { alertWizard } from "./steps";

export const alertScreens: WizardScreens = {
  definition: alertWizard,
  textsKey: "alert",
  titleKeys: [
    "",
    "alert.steps.municipalities",
    "alert.steps.moving",
    "alert.steps.budget",
    "alert.steps.property",
    "alert.steps.contact",
    "alert.steps.address",
  ],
  Step: AlertStep,
};

/** The fields of each property-alert step (spec 3 §2, §3). */
export function AlertStep({ step, context: c, t, locale }: WizardStepProps) {
  const field = stepFieldProps(c, t);
  switch (step) {
    case 1:
      return <MunicipalitiesStep context={c} t={t} group={t("all-cities")} />;
    case 2:
      return (
        <>
          <RadioGroup {...field("moving_date")} required options={choiceOptions(movingDates, "moving", t)} />
          <RadioGroup
            {...field("current_situation")}
            required
            options={choiceOptions(currentSituations, "situation", t)}
          />
        </>
      );
    case 3: {
      const options = priceSteps.map((value) => ({
        value: String(value),
        label: formatPrice(value, locale, { decimals: 0 }),
      }));
      return (
        <>
          <SelectField
            {...field("budget_min")}
            defaultValue={c.text("budget_min") || "0"}
            options={options}
          />
          <SelectField {...field("budget_max")} placeholder={t("unlimited")} options={options.slice(1)} />
        </>
      );
    }
    case 4:
      return (
        <>
          <SelectField
            {...field("property_type")}
            placeholder={t("any-type")}
            options={choiceOptions(alertPropertyTypes, "property", t)}
          />
          <TextField {...field("bedrooms")} required digits={2} />
          <TextField {...field("bathrooms")} required digits={2} />
        </>
      );
    default:
      return <ClosingStep nth={step - 4} context={c} t={t} />;
  }
}
