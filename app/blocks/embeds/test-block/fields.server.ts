import { z } from "zod";
import { ICON_PATHS } from "~/content/icons.server";
import {
  linkFieldSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
  textKinds,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

/** The CMS kind a text sample was given as (a bare string is plain text), shown beside it. */
const textKindSchema = z
  .object({ type: z.enum(textKinds) })
  .transform((field) => field.type)
  .catch("text");

const textSample = z.object({ text: z.unknown() }).transform((item, context) => {
  const text = textFieldSchema.safeParse(item.text);
  if (!text.success) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: "Not a text field" });
    return z.NEVER;
  }
  return { kind: textKindSchema.parse(item.text), text: text.data };
});

const fields = z
  .object({
    texts_repeater: repeater(textSample),
    links_repeater: repeater(z.object({ link: linkFieldSchema })),
    media_repeater: repeater(z.object({ media: mediaFieldSchema })),
    edito: optionalField(textFieldSchema),
    script: optionalField(textFieldSchema),
  })
  .transform((parsed) => ({
    ...parsed,
    // The component showcase lists every icon the CMS may name.
    icons: Object.entries(ICON_PATHS).map(([name, path]) => ({ name, path })),
  }));
export type TestBlockFields = z.output<typeof fields>;

// The showcase texts (the block's and its dropdown demo's) load with it, not on every page.
export default defineFields(fields, { texts: ["showcase"] });
