import { z } from "zod";
import { localizedValue, optionalField, textFieldSchema, textKinds } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { parseEmbed } from "./parse-embed.server";

/**
 * The editor's code in the visitor's language, as written: it is code to run, not text to show, so
 * it is neither sanitised nor reshaped like a text field.
 */
const scriptSchema = z.union([
  z.object({ type: z.enum(textKinds), value: localizedValue }).transform((field) => field.value),
  localizedValue,
]);

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  // Parsed here; sent as a JSON string so a revalidated page (equal string) does not run it twice.
  script: optionalField(scriptSchema).transform((source) => JSON.stringify(parseEmbed(source ?? ""))),
  padding: z.coerce.number().min(0).max(400).optional().catch(undefined),
});
export type ScriptEmbedFields = z.output<typeof fields>;

export default defineFields(fields, { deferrable: false });
