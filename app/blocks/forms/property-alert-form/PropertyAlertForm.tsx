import type { BlockProps } from "~/blocks/types";
import { AlertStep, alertStepTitleKeys } from "~/forms/alert/AlertSteps";
import { alertWizard } from "~/forms/alert/steps";
import type { WizardBlockData } from "~/forms/wizard/data";
import { Wizard } from "~/forms/wizard/Wizard";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import type { PropertyAlertFields } from "./fields.server";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `property-alert-form`: an intro and 6 steps (spec 3 §2). */
export default function PropertyAlertForm({
  block,
  fields,
  data,
  index,
}: BlockProps<PropertyAlertFields, WizardBlockData>) {
  const { t, locale } = useT("wizards");
  return (
    <BlockSection block={block}>
      <Wizard
        definition={alertWizard}
        block={block}
        data={data}
        first={index === 0}
        title={fields.main_title}
        intro={fields.description}
        defaultTitle={t("alert.title")}
        defaultIntro={t("alert.intro")}
        startLabel={fields.button_text || t("alert.start")}
        errorsTitle={fields.errors_title || t("errors-title")}
        stepTitles={alertStepTitleKeys.map((key) => (key ? t(key) : ""))}
        renderStep={(step, context) => <AlertStep step={step} context={context} t={t} locale={locale} />}
      />
    </BlockSection>
  );
}
