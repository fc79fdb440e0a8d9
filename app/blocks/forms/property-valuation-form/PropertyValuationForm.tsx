import { valuationScreens } from "~/forms/valuation/ValuationSteps";
import { WizardFormBlock, type WizardFormProps } from "../WizardFormBlock";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `property-valuation-form`: an intro and 7 steps (spec 3 §2). */
export default function PropertyValuationForm(props: WizardFormProps) {
  return <WizardFormBlock {...props} screens={valuationScreens} />;
}
