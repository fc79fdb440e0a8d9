import { z } from "zod";
import { localizedValue, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const identifier = z
  .string()
  .trim()
  .regex(/^[\w-]{1,100}$/);

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  /** Who receives the lead (spec 1 §6): broker, administrative_team, executive_team, or a group. */
  recipient_type: optionalField(identifier),
  recipient_slug: optionalField(identifier),
  recipient_name: optionalField(localizedValue),
  /** The message the form starts with (a listing's page names the listing). */
  message: optionalField(localizedValue),
});
export type ContactFormFields = z.output<typeof fields>;
export type ContactFormData = { idempotencyKey: string };

export default defineFields(fields, {
  texts: ["forms"],
  // The form posts without JavaScript; its code (validation, masks) waits for the visitor to reach it.
  loadOn: "intent",
  // Minted per request, so each rendered form carries its own key; a page re-rendered after a
  // failed post keeps the posted key instead (the action's answer, use-lead-form.ts).
  load: async (): Promise<ContactFormData> => ({ idempotencyKey: crypto.randomUUID() }),
});
