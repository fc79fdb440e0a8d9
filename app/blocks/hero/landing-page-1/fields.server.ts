import { z } from "zod";
import { ctaRepeaterSchema, imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  background_image: optionalField(imageFieldSchema),
  avatar: optionalField(imageFieldSchema),
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type LandingPage1Fields = z.output<typeof fields>;
export type LandingPage1Data = { idempotencyKey: string };

export default defineFields(fields, {
  texts: ["forms"],
  // Its contact form posts without JavaScript; the form's code waits for the visitor to reach it.
  loadOn: "intent",
  // A key per rendered form; after a failed post the form keeps the posted one (use-lead-form.ts).
  load: async (): Promise<LandingPage1Data> => ({ idempotencyKey: crypto.randomUUID() }),
});
