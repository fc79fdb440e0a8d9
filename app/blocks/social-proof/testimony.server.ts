import { z } from "zod";
import { imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { prepareContext } from "~/content/prepare-context.server";
import type { Testimony } from "./testimony";

/** The parts every testimonial shares, under the names the three blocks give them (spec 3 §3). */
export const authorFields = {
  author_avatar: optionalField(imageFieldSchema),
  author_name: optionalField(textFieldSchema),
  author_subtitle: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
};

type AuthorParts = z.output<z.ZodObject<typeof authorFields>>;

/** The testimonial an item's author parts make (each part null when the CMS left it out). */
export function testimonyOf(item: AuthorParts): Testimony {
  return {
    avatar: item.author_avatar ?? null,
    name: item.author_name ?? null,
    subtitle: item.author_subtitle ?? null,
    description: item.description ?? null,
  };
}

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
