import { propertyAlertHandler } from "./alert/handler.server";
import { contactFormHandler } from "./contact/handler.server";
import type { FormHandler } from "./form-handler";
import { propertyValuationHandler } from "./valuation/handler.server";

export type { FormHandler, FormHandlerContext, SubmitOutcome } from "./form-handler";

/** form_type (a hidden field of each form) → its handler. */
export const formHandlers: Record<string, FormHandler> = {
  contact_form: contactFormHandler,
  property_alert: propertyAlertHandler,
  property_valuation: propertyValuationHandler,
};
