import { z } from "zod";
import { imageFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { isSafeColor } from "~/theme/schemes";
import { defineFields } from "../../define-fields.server";
import type { Testimony } from "../testimony";

/** A broker testimonial (spec 3 §3): description, broker_avatar, broker_name, broker_subtitle. */
const brokerTestimonySchema = z
  .object({
    description: optionalField(textFieldSchema),
    broker_avatar: optionalField(imageFieldSchema),
    broker_name: optionalField(textFieldSchema),
    broker_subtitle: optionalField(textFieldSchema),
  })
  .transform((item): Testimony => ({
    avatar: item.broker_avatar ?? null,
    name: item.broker_name ?? null,
    subtitle: item.broker_subtitle ?? null,
    description: item.description ?? null,
  }));

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  image: optionalField(imageFieldSchema),
  testimonials_repeater: repeater(brokerTestimonySchema),
  highlight_color: optionalField(z.string()).transform((value) => (isSafeColor(value) ? value.trim() : null)),
});
export type TestimonialsBrokerFields = z.output<typeof fields>;

// The server's slides scroll natively; the code (autoplay, controls) waits for the visitor to reach for it.
export default defineFields(fields, { texts: ["proof"], loadOn: "intent" });
