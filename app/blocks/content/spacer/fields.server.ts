import { z } from "zod";
import { defineFields } from "../../define-fields.server";

const SPACER_SIZES = { small: 32, medium: 64, large: 128 } as const;

/** A named size or a height in pixels (0 to 600); anything else is the medium size. */
const fields = z
  .object({
    size: z
      .union([z.enum(["small", "medium", "large"]), z.coerce.number().int().min(0).max(600)])
      .optional()
      .catch("medium"),
  })
  .transform(({ size = "medium" }) => ({ height: typeof size === "number" ? size : SPACER_SIZES[size] }));
export type SpacerFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
