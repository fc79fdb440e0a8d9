import { z } from "zod";
import { optionalField, rawTextValue, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { parseEmbed } from "./parse-embed.server";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  // The editor's code is code to run, not text to show: never sanitised. Parsed here; sent as a JSON string so a revalidated page (equal string) does not run it twice.
  script: optionalField(rawTextValue).transform((source) => JSON.stringify(parseEmbed(source ?? ""))),
  padding: z.coerce.number().min(0).max(400).optional().catch(undefined),
});
export type ScriptEmbedFields = z.output<typeof fields>;

export default defineFields(fields, { deferrable: false });
