import { z } from "zod";
import { imageFieldSchema, optionalField, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { headingFields, titleFields } from "../../field-groups.server";

const statisticSchema = z.object({
  ...headingFields,
  image: optionalField(imageFieldSchema),
});

const fields = z.object({
  ...titleFields,
  statistics_repeater: repeater(statisticSchema),
});
export type StatisticsFields = z.output<typeof fields>;
export type Statistic = StatisticsFields["statistics_repeater"][number];

export default defineFields(fields, { interactive: false });
