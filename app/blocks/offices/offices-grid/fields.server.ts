import { z } from "zod";
import type { Block } from "~/cms/schema";
import { optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { officesOf } from "../offices.server";
import { OFFICES_SHOWN } from "../office";

const fields = (block: Block) =>
  z
    .object({
      super_title: optionalField(textFieldSchema),
      main_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      offices_repeater: z.unknown(),
    })
    .transform(({ offices_repeater, ...rest }) => ({ ...rest, offices: officesOf(block, offices_repeater) }));
export type OfficesGridFields = z.output<ReturnType<typeof fields>>;

// Only the "show all" button needs code: a grid that shows every office at once is plain HTML.
export default defineFields(fields, {
  interactive: (f) => f.offices.length > OFFICES_SHOWN,
  texts: ["places"],
});
