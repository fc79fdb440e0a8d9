import { z } from "zod";
import { imageFieldSchema, localizedValue, optionalField, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { listItemSchema } from "../../content/list/fields.server";
import { headingFields, optionalText } from "../../field-groups.server";

const employeeSchema = z.object({
  person_avatar: optionalField(imageFieldSchema),
  person_name: optionalText,
  person_subtitle: optionalText,
  list_items_repeater: repeater(listItemSchema),
});

/** A bank partner (spec 2 §3): logo, localized name and its employees. */
const bankSchema = z.object({
  logo: optionalField(imageFieldSchema),
  name: z.union([localizedValue, z.object({ value: localizedValue }).transform((v) => v.value)]),
  employees_repeater: repeater(employeeSchema),
});

const fields = z
  .object({
    ...headingFields,
    bank_partners_repeater: repeater(bankSchema),
  })
  .transform(({ bank_partners_repeater, ...rest }) => ({
    ...rest,
    banks: bank_partners_repeater
      .filter((bank): bank is typeof bank & { name: string } => Boolean(bank.name))
      .map((bank, index) => ({ id: `bank-${index + 1}`, ...bank })),
  }));
export type BankPartnersFields = z.output<typeof fields>;
export type BankPartner = BankPartnersFields["banks"][number];

// The institution filter needs code only when there is more than one institution to choose from.
export default defineFields(fields, { interactive: (f) => f.banks.length > 1, texts: ["places"] });
