import { z } from "zod";
import { localizedValue, optionalField, textKinds } from "~/content/fields.server";
import { defineFields } from "../define-fields.server";

/** The error block shows the editor's texts as plain words: the value in the visitor's language. */
const plainText = optionalField(
  z.union([
    z.object({ type: z.enum(textKinds), value: localizedValue }).transform((field) => field.value),
    localizedValue,
  ]),
).transform((value) => value ?? null);

const fields = z.object({
  status_code: z.coerce.number().int().min(400).max(599).optional().catch(undefined),
  main_title: plainText,
  description: plainText,
});
export type BlockErrorFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
