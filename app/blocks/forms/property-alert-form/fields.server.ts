// The intro's start button defaults to 'Sign up for alerts'.
export { wizardFormFields as default } from "../wizard-form-fields.server";
