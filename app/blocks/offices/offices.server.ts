import { z } from "zod";
import type { Block } from "~/cms/schema";
import { iconPath } from "~/content/icons.server";
import { linkFieldSchema, localizedValue, optionalField, repeater } from "~/content/fields.server";
import { prepareContext } from "~/content/prepare-context.server";
import { plainText } from "~/content/CmsText";
import { assetUrl } from "~/cms/assets";
import { localize } from "~/i18n/localize";
import { listItemSchema } from "../content/list/fields.server";
import { headingFields, optionalImage, optionalText } from "../field-groups.server";
import type { OfficeDetail, PreparedOffice } from "./office";

const coordsSchema = z
  .union([
    z.object({ lat: z.coerce.number(), lng: z.coerce.number() }),
    z.tuple([z.coerce.number(), z.coerce.number()]).transform(([lat, lng]) => ({ lat, lng })),
  ])
  .refine((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90);

/** A CMS office item (spec 2 §3), which may carry its map marker's coords and hover_id (spec 3 §3). */
const officeItemSchema = z
  .object({
    hover_id: optionalField(z.union([z.string(), z.number()])),
    main_title: optionalText,
    cta: optionalField(linkFieldSchema),
    image: optionalImage,
    list_items_repeater: repeater(listItemSchema),
    coords: optionalField(coordsSchema),
  })
  .transform((item): Omit<PreparedOffice, "id"> & { hoverId: string | null } => {
    const name = plainText(item.main_title);
    return {
      hoverId: item.hover_id == null ? null : String(item.hover_id),
      name: item.main_title ?? null,
      image: item.image ?? null,
      cta: item.cta?.kind === "none" ? null : (item.cta ?? null),
      details: item.list_items_repeater.map((line) => ({
        icon: line.icon ?? null,
        text: line.description ?? line.main_title ?? null,
      })),
      coords: item.coords ?? null,
      agent: name ? { name, image: item.image?.src ?? null } : null,
    };
  });

const localizedAddress = z.object({
  street: optionalField(z.string()),
  city: optionalField(z.string()),
});

/** A branch office of the page's core data (spec 1 §3 office; spec 3 §3 `succursales`). */
const succursaleSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: localizedValue,
  photo: optionalField(z.union([z.string(), z.object({ url: z.string(), alt: optionalField(z.string()) })])),
  email: optionalField(z.string().email()),
  phone: optionalField(
    z.union([
      z.string().transform((display) => ({ display, intl: null })),
      z.object({ display: optionalField(z.string()), intl: optionalField(z.string()) }),
    ]),
  ),
  address: optionalField(
    z.union([
      localizedAddress.extend({ street: z.string() }),
      z.object({ fr: optionalField(localizedAddress), en: optionalField(localizedAddress) }),
    ]),
  ),
  latitude: optionalField(z.coerce.number()),
  longitude: optionalField(z.coerce.number()),
});
type Succursale = z.output<typeof succursaleSchema>;

function detail(icon: string, text: string, href?: string): OfficeDetail {
  const path = iconPath(icon);
  return {
    icon: { name: icon, ...(path ? { path } : {}) },
    text: { kind: "text", text },
    ...(href ? { href } : {}),
  };
}

type Address = z.output<typeof localizedAddress>;

function addressOf(office: Succursale, locale: "fr" | "en"): Address | null {
  const address = office.address;
  if (!address) return null;
  if ("street" in address || "city" in address) return address as Address;
  return localize(address as { fr?: Address | null; en?: Address | null }, locale) ?? null;
}

function fromSuccursale(office: Succursale): PreparedOffice {
  const { locale, assetsUrl } = prepareContext();
  const address = addressOf(office, locale);
  const addressText = [address?.street, address?.city].filter(Boolean).join(", ");
  const phone = office.phone?.display ?? null;
  const dial = (office.phone?.intl ?? phone ?? "").replace(/[^\d+]/g, "");
  const photo = typeof office.photo === "string" ? { url: office.photo, alt: null } : office.photo;
  const src = assetUrl(photo?.url, assetsUrl);
  const name = office.name ?? "";
  const details = [
    addressText ? detail("map-pin", addressText) : null,
    phone ? detail("phone", phone, dial ? `tel:${dial}` : undefined) : null,
    office.email ? detail("email", office.email, `mailto:${office.email}`) : null,
  ].filter((line): line is OfficeDetail => line !== null);
  const hasCoords = office.latitude != null && office.longitude != null;
  return {
    id: String(office.id),
    name: name ? { kind: "text", text: name } : null,
    image: src ? { src, alt: photo?.alt ?? name, position: "50% 50%" } : null,
    cta: null,
    details,
    coords: hasCoords ? { lat: office.latitude as number, lng: office.longitude as number } : null,
    agent: name
      ? {
          name,
          image: src,
          email: office.email ?? null,
          telephone: phone,
          address: address ? { street: address.street, city: address.city, country: "CA" } : null,
        }
      : null,
  };
}

/** The fields of the offices blocks (grid and map): the heading, then the offices they list. */
export const officesBlockSchema = (block: Block) =>
  z
    .object({ ...headingFields, offices_repeater: z.unknown() })
    .transform(({ offices_repeater, ...rest }) => ({ ...rest, offices: officesOf(block, offices_repeater) }));

/**
 * The offices a block lists: the branch offices the server put in its core data (spec 3 §3) or,
 * failing those, its CMS office items. Malformed entries are dropped.
 */
export function officesOf(block: Block, items: unknown): PreparedOffice[] {
  const succursales = block.block_params.core_data?.succursales;
  if (Array.isArray(succursales) && succursales.length > 0) {
    return repeater(succursaleSchema).parse(succursales).map(fromSuccursale);
  }
  return repeater(officeItemSchema)
    .parse(items)
    .map(({ hoverId, ...office }, index) => ({ id: hoverId ?? `office-${index + 1}`, ...office }));
}
