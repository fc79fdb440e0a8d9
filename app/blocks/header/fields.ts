import { z } from "zod";
import {
  enumWithDefault,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";

const subMenuItem = z.object({
  menu_link: linkFieldSchema,
  image: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});

export const menuItemSchema = z.object({
  menu_link: linkFieldSchema,
  sub_menu_repeater: repeater(subMenuItem),
  group_menu_repeater: repeater(
    z.object({ main_title: optionalField(textFieldSchema), sub_menu_repeater: repeater(subMenuItem) }),
  ),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export type SubMenuItem = z.infer<typeof subMenuItem>;

export const headerVariants = ["header-classic", "header-megamenu", "header-out-of-norm"] as const;
export type HeaderVariant = (typeof headerVariants)[number];

/** Spec 2 §3 header fields; orientation defaults: center for classic and megamenu, left for out-of-norm. */
export function headerFieldsSchema(variant: HeaderVariant) {
  return z.object({
    logo_image_light: optionalField(imageFieldSchema),
    logo_image_dark: optionalField(imageFieldSchema),
    logo_multiplier: z.coerce
      .number()
      .positive()
      .max(4)
      .optional()
      .nullable()
      .catch(1)
      .transform((v) => v ?? 1),
    cta_button: optionalField(linkFieldSchema),
    cta_sms: optionalField(linkFieldSchema),
    menu_repeater: repeater(menuItemSchema),
    sup_sections_repeater: repeater(z.object({ menu_link: linkFieldSchema })),
    show_remax_logo: z.boolean().optional().nullable().catch(false),
    orientation_x: enumWithDefault(["center", "left"], variant === "header-out-of-norm" ? "left" : "center"),
  });
}
export type HeaderFields = z.infer<ReturnType<typeof headerFieldsSchema>>;

/** Spec 1 §9 header heights in px (desktop). */
export const HEADER_HEIGHTS: Record<HeaderVariant, number> = {
  "header-classic": 130,
  "header-megamenu": 197,
  "header-out-of-norm": 138,
};

/** Below lg only the bar shows (4.5rem); the measured height replaces this once the page runs. */
export const MOBILE_HEADER_HEIGHT = 72;
