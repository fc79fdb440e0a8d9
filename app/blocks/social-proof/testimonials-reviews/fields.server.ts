import { z } from "zod";
import { optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { roundAverage } from "../reviews";
import { authorFields, reviewDateSchema, testimonyOf } from "../testimony.server";

/** A public review (spec 3 §3): author_avatar, author_name, description, review_date, review_score. */
const reviewSchema = z
  .object({
    ...authorFields,
    review_date: optionalField(reviewDateSchema),
    review_score: optionalField(z.coerce.number().min(0).max(5)),
  })
  .transform((item) => ({
    ...testimonyOf(item),
    date: item.review_date ?? null,
    score: item.review_score ?? null,
  }));

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  total_reviews: optionalField(z.coerce.number().int().min(0)),
  average_score: optionalField(z.coerce.number().min(0).max(5).transform(roundAverage)),
  testimonials_repeater: repeater(reviewSchema),
});
export type TestimonialsReviewsFields = z.output<typeof fields>;
export type Review = TestimonialsReviewsFields["testimonials_repeater"][number];

export default defineFields(fields, { texts: ["proof"] });
