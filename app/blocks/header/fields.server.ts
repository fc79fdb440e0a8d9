import { z } from "zod";
import {
  enumWithDefault,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { defineFields } from "../define-fields.server";
import { variantOf, type HeaderVariant } from "./header-constants";

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
export type MenuItem = z.output<typeof menuItemSchema>;
export type SubMenuItem = z.output<typeof subMenuItem>;

function buildHeaderFields(variant: HeaderVariant) {
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
type HeaderFieldsSchema = ReturnType<typeof buildHeaderFields>;
export type HeaderFields = z.output<HeaderFieldsSchema>;

// Built once per variant, not once per parsed block.
const schemas = new Map<HeaderVariant, HeaderFieldsSchema>();

/** Spec 2 §3 header fields; orientation defaults: center for classic and megamenu, left for out-of-norm. */
export function headerFieldsSchema(variant: HeaderVariant): HeaderFieldsSchema {
  let schema = schemas.get(variant);
  if (!schema) {
    schema = buildHeaderFields(variant);
    schemas.set(variant, schema);
  }
  return schema;
}

/**
 * The header works from its server HTML (links, the language switch, the menu panel through its
 * link target) until the visitor scrolls, points at it, touches or tabs into it: only then does its
 * code (hiding on scroll, menus, focus handling) load, so no page's first load carries it.
 */
export default defineFields((block) => headerFieldsSchema(variantOf(block.block_type)), {
  loadOn: "intent",
});
