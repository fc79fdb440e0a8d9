import type { BlockProps } from "~/blocks/types";
import { valuationWizard } from "~/forms/valuation/steps";
import { ValuationStep, valuationStepTitleKeys } from "~/forms/valuation/ValuationSteps";
import type { WizardBlockData } from "~/forms/wizard/data";
import { Wizard } from "~/forms/wizard/Wizard";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import type { PropertyValuationFields } from "./fields.server";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `property-valuation-form`: an intro and 7 steps (spec 3 §2). */
export default function PropertyValuationForm({
  block,
  fields,
  data,
  index,
}: BlockProps<PropertyValuationFields, WizardBlockData>) {
  const { t, locale } = useT("wizards");
  return (
    <BlockSection block={block}>
      <Wizard
        definition={valuationWizard}
        block={block}
        data={data}
        first={index === 0}
        title={fields.main_title}
        intro={fields.description}
        defaultTitle={t("valuation.title")}
        defaultIntro={t("valuation.intro")}
        startLabel={fields.button_text || t("valuation.start")}
        errorsTitle={fields.errors_title || t("errors-title")}
        stepTitles={valuationStepTitleKeys.map((key) => (key ? t(key) : ""))}
        renderStep={(step, context) => <ValuationStep step={step} context={context} t={t} locale={locale} />}
      />
    </BlockSection>
  );
}
