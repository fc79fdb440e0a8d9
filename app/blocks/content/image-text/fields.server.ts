import { z } from "zod";
import { playsInBrowser } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { mediaTextFields } from "../../field-groups.server";

const fields = z.object({
  ...mediaTextFields,
});
export type ImageTextFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.image) });
