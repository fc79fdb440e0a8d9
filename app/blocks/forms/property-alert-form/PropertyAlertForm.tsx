import { alertScreens } from "~/forms/alert/AlertSteps";
import { WizardFormBlock, type WizardFormProps } from "../WizardFormBlock";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `property-alert-form`: an intro and 6 steps (spec 3 §2). */
export default function PropertyAlertForm(props: WizardFormProps) {
  return <WizardFormBlock {...props} screens={alertScreens} />;
}
