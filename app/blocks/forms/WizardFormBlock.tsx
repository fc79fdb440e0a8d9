import type { BlockProps } from "~/blocks/types";
import type { WizardScreens } from "~/forms/wizard/StepParts";
import type { WizardBlockData } from "~/forms/wizard/data";
import { Wizard } from "~/forms/wizard/Wizard";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import type { WizardFormFields } from "./wizard-form-fields.server";

export type WizardFormProps = BlockProps<WizardFormFields, WizardBlockData>;

type Props = WizardFormProps & { screens: WizardScreens };

/** A wizard block (spec 3 §2): its intro's texts from the fields or, failing them, the wizard's own. */
export function WizardFormBlock({ block, fields, data, index, screens }: Props) {
  const { t, locale } = useT("wizards");
  const { definition, textsKey, titleKeys, Step } = screens;
  return (
    <BlockSection block={block}>
      <Wizard
        definition={definition}
        block={block}
        data={data}
        first={index === 0}
        title={fields.main_title}
        intro={fields.description}
        defaultTitle={t(`${textsKey}.title`)}
        defaultIntro={t(`${textsKey}.intro`)}
        startLabel={fields.button_text || t(`${textsKey}.start`)}
        errorsTitle={fields.errors_title || t("errors-title")}
        stepTitles={titleKeys.map((key) => (key ? t(key) : ""))}
        renderStep={(step, context) => <Step step={step} context={context} t={t} locale={locale} />}
      />
    </BlockSection>
  );
}
