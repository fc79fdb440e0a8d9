import { z } from "zod";
import { imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { prepareContext } from "~/content/prepare-context.server";

/** The parts every testimonial shares, under the names the three blocks give them (spec 3 §3). */
export const authorFields = {
  author_avatar: optionalField(imageFieldSchema),
  author_name: optionalField(textFieldSchema),
  author_subtitle: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
};

/** A review date, written out on the server in the visitor's language (spec 3 §9: locale-CA, long month). */
export const reviewDateSchema = z.string().transform((value) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const { locale } = prepareContext();
  const text = new Intl.DateTimeFormat(`${locale}-CA`, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
  return { iso: date.toISOString().slice(0, 10), text };
});
