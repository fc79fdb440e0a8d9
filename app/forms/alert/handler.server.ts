import { wizardHandler } from "../wizard/handler.server";
import { alertPayload } from "./payload";
import { alertWizard } from "./steps";

/** property_alert: each step without JavaScript, then one lead (spec 3 §7). */
export const propertyAlertHandler = wizardHandler(alertWizard, alertPayload);
