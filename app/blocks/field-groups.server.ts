import { ctaRepeaterSchema, mediaFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";

/** The super-title / title / description group most blocks open with (BlockHeading, HeadedBlock). */
export const headingFields = {
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
};

/** The heading group, one image or video and the call-to-action buttons of media + text blocks. */
export const mediaTextFields = {
  ...headingFields,
  image: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
};
