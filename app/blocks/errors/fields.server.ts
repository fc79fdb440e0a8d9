import { z } from "zod";
import { optionalField, rawTextValue } from "~/content/fields.server";
import { defineFields } from "../define-fields.server";

/** The error block shows the editor's texts as plain words: the value in the visitor's language. */
const plainText = optionalField(rawTextValue).transform((value) => value ?? null);

const fields = z.object({
  status_code: z.coerce.number().int().min(400).max(599).optional().catch(undefined),
  main_title: plainText,
  description: plainText,
});
export type BlockErrorFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
