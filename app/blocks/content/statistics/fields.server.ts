import { z } from "zod";
import { imageFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const statisticSchema = z.object({
  main_title: optionalField(textFieldSchema),
  super_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(imageFieldSchema),
});

const fields = z.object({
  ...titleFields,
  statistics_repeater: repeater(statisticSchema),
});
export type StatisticsFields = z.output<typeof fields>;
export type Statistic = StatisticsFields["statistics_repeater"][number];

export default defineFields(fields, { interactive: false });
