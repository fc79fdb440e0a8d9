import { z } from "zod";
import { optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { mortgageFromQuery, type MortgageQuery } from "./mortgage-query";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});
export type MortgageCalculatorFields = z.output<typeof fields>;

/** The calculation a Calculate without JavaScript sent (a GET form): the server renders its result. */
export type MortgageCalculatorData = MortgageQuery | null;

export default defineFields(fields, {
  texts: ["tools"],
  load: async (_fields, context): Promise<MortgageCalculatorData> => mortgageFromQuery(context.query),
});
