import { withZod } from "@remix-validated-form/with-zod";
import type { FormActionData } from "../form-result";
import type { FormHandler } from "../form-handler";
import { contactPayload } from "./payload";
import { contactSchema } from "./schema";

const validator = withZod(contactSchema);

/** contact_form: the same schema as the browser, then one lead. */
export const contactFormHandler: FormHandler = async ({ formData, values, formId, locale, site, submit }) => {
  const result = await validator.validate(formData);
  const base = { formId, repopulateFields: values };
  if (result.error) return { ...base, status: "invalid", fieldErrors: result.error.fieldErrors };
  const outcome = await submit(contactPayload(result.data, locale, site.showConsent));
  if (outcome === "sent") return { formId, status: "sent", fieldErrors: {} } satisfies FormActionData;
  return { ...base, status: outcome, fieldErrors: {} };
};
