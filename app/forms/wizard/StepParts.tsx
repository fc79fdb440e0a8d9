import type { ComponentType } from "react";
import type { Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translate";
import type { WizardDefinition } from "./engine";
import { MunicipalitiesField } from "./MunicipalitiesField";
import type { StepContext } from "./Wizard";

/** What each wizard's step renderer receives. */
export type WizardStepProps = {
  step: number;
  context: StepContext;
  t: TFunction;
  locale: Locale;
};

/** What a wizard block shows: its steps, its texts' key in `wizards` (alert, valuation) and its screens. */
export type WizardScreens = {
  definition: WizardDefinition;
  textsKey: "alert" | "valuation";
  /** Each step's title (its key; "" for the intro). */
  titleKeys: readonly string[];
  Step: ComponentType<WizardStepProps>;
};

/**
 * The props every field of a step shares: ids, name, the translated label, its error state and what
 * the visitor entered before (a field with another default sets its own after these).
 */
export function stepFieldProps(c: StepContext, t: TFunction) {
  return (name: string) => ({
    ids: c.ids,
    name,
    label: t(`fields.${name}`),
    invalid: c.invalid(name),
    defaultValue: c.text(name),
  });
}

/** Choices as options, each labelled by its `choices.<group>.<value>` text. */
export function choiceOptions(values: readonly string[], group: string, t: TFunction) {
  return values.map((value) => ({ value, label: t(`choices.${group}.${value}`) }));
}

/** The first step of both wizards: the municipalities, across the whole width. */
export function MunicipalitiesStep({
  context: c,
  t,
  group,
}: {
  context: StepContext;
  t: TFunction;
  group?: string;
}) {
  return (
    <div className={c.wideClass}>
      <MunicipalitiesField
        ids={c.ids}
        label={t("fields.municipalities")}
        municipalities={c.municipalities}
        defaultValue={c.list("municipalities")}
        invalid={c.invalid("municipalities")}
        group={group}
        placeholder={t("municipalities-placeholder")}
        hint={t("municipalities-hint")}
      />
    </div>
  );
}
