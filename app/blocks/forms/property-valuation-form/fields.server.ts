// The intro's start button defaults to 'Start the evaluation'.
export { wizardFormFields as default } from "../wizard-form-fields.server";
