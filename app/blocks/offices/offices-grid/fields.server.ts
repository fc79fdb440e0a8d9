import { type z } from "zod";
import { defineFields } from "../../define-fields.server";
import { officesBlockSchema } from "../offices.server";
import { OFFICES_SHOWN } from "../office";

export type OfficesGridFields = z.output<ReturnType<typeof officesBlockSchema>>;

// Only the "show all" button needs code: a grid that shows every office at once is plain HTML.
export default defineFields(officesBlockSchema, {
  interactive: (f) => f.offices.length > OFFICES_SHOWN,
  texts: ["places"],
});
