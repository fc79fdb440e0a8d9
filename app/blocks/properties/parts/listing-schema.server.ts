import { z } from "zod";
import { assetUrl } from "~/cms/assets";
import type { Block } from "~/cms/schema";
import { prepareContext } from "~/content/prepare-context.server";
import { rows } from "~/core/core-call.server";
import { isBadge } from "~/search/badges";
import { listingsJsonLd } from "~/search/structured-data.server";
import type { PropertyListing } from "./listing";

/** Only site paths and http(s) addresses reach an href or a src; anything else is dropped. */
const safeUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => /^(https?:\/\/|\/(?!\/))/i.test(url));

/** An image address; a relative one is a CMS asset path, resolved like the CMS media. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .transform((url) => assetUrl(url, prepareContext().assetsUrl) ?? "")
  .pipe(safeUrl);

const optionalNumber = z.coerce.number().finite().nonnegative().nullable().catch(null);

const listingSchema = z
  .object({
    uls: z.union([z.string(), z.number()]).transform(String),
    type: z.string().max(64).nullable().catch(null),
    address: z.string().max(300).catch(""),
    price: optionalNumber,
    url: safeUrl.nullable().catch(null),
    carousel_images: z
      .array(z.unknown())
      .nullable()
      .catch(null)
      .transform((images) =>
        (images ?? []).flatMap((image) => {
          const parsed = imageUrl.safeParse(image);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    property_image: imageUrl.nullable().catch(null),
    specs: z
      .object({
        bed: optionalNumber,
        bath: z.union([z.string(), z.number()]).transform(String).nullable().catch(null),
        area: optionalNumber,
      })
      .partial()
      .nullable()
      .catch(null),
    badge: z.unknown().transform((badge) => (isBadge(badge) ? badge : null)),
    coords: z
      .tuple([z.coerce.number().min(-90).max(90), z.coerce.number().min(-180).max(180)])
      .nullable()
      .catch(null),
    forSaleForRent: z.enum(["buy", "rent"]).nullable().catch(null),
  })
  .partial({ type: true, price: true, url: true, carousel_images: true, property_image: true, specs: true })
  .transform((raw): PropertyListing => ({
    uls: raw.uls,
    type: raw.type ?? null,
    address: raw.address,
    price: raw.price ?? null,
    url: raw.url ?? null,
    carousel_images: raw.carousel_images ?? [],
    property_image: raw.property_image ?? null,
    specs: { bed: raw.specs?.bed ?? null, bath: raw.specs?.bath ?? null, area: raw.specs?.area ?? null },
    badge: raw.badge,
    coords: raw.coords ?? null,
    forSaleForRent: raw.forSaleForRent ?? null,
  }));

/** Listings as the core data gives them (spec 1 §3); a malformed listing is dropped, not the block. */
export function parseListings(value: unknown): PropertyListing[] {
  return rows(listingSchema, value);
}

/**
 * The listings and their total that the CMS preloads into a block (spec 3 §3 "core data"). The total
 * is at least the number of listings given.
 */
export function coreListings(block: Block): { listings: PropertyListing[]; total: number } {
  const core = block.block_params.core_data ?? {};
  const listings = parseListings(core.propertiesListing);
  const total = Number(core.total);
  return {
    listings,
    total: Number.isFinite(total) && total > listings.length ? Math.floor(total) : listings.length,
  };
}

/** The listings' schema.org JSON-LD, escaped for an inline script element; null without listings. */
export function listingsStructuredData(listings: PropertyListing[]): string | null {
  return listings.length > 0 ? listingsJsonLd(listings, prepareContext().siteOrigin) : null;
}
