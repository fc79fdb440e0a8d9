import { z } from "zod";
import { assetUrl } from "~/cms/assets";
import type { Block } from "~/cms/schema";
import { prepareContext } from "~/content/prepare-context.server";
import { jsonLdScript } from "~/lib/structured-data";
import { defineFields } from "../../define-fields.server";
import { parseListings } from "../parts/listing-schema.server";
import type { PropertyListing } from "../parts/listing";

const text = (max: number) => z.string().trim().max(max).nullable().catch(null);

const brokerSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/),
  name: z.string().trim().min(1).max(120),
  phone: text(40),
  email: z.string().trim().email().max(200).nullable().catch(null),
  photo: z
    .string()
    .trim()
    .max(2048)
    .nullable()
    .catch(null)
    .transform((url) => (url ? (assetUrl(url, prepareContext().assetsUrl) ?? null) : null))
    .refine((url) => url === null || /^(https?:\/\/|\/(?!\/))/i.test(url))
    .catch(null),
});

const detailsSchema = z.object({
  city: text(120),
  description: text(5000),
  forSaleForRent: z.enum(["buy", "rent"]).nullable().catch(null),
  open_houses: z
    .array(z.unknown())
    .nullable()
    .catch(null)
    .transform((dates) =>
      (dates ?? []).flatMap((date) =>
        typeof date === "string" && !Number.isNaN(Date.parse(date)) ? [new Date(date).toISOString()] : [],
      ),
    ),
  broker: brokerSchema.nullable().catch(null),
});

export type ListingBroker = z.output<typeof brokerSchema>;
export type ListingDetails = PropertyListing & z.output<typeof detailsSchema>;

/** The listing of the block's core data (`core_data.property`), or null when it is missing or malformed. */
export function parseListingDetails(value: unknown): ListingDetails | null {
  const [listing] = parseListings([value]);
  if (!listing || typeof value !== "object" || value === null) return null;
  const details = detailsSchema.parse({ ...value });
  return { ...listing, ...details };
}

/** schema.org `RealEstateListing` of the listing, with its `Offer`, for an inline JSON-LD script. */
export function listingJsonLd(listing: ListingDetails): string {
  return jsonLdScript({
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.address,
    description: listing.description ?? undefined,
    url: listing.url ?? undefined,
    image: listing.carousel_images.length ? listing.carousel_images : (listing.property_image ?? undefined),
    address: {
      "@type": "PostalAddress",
      streetAddress: listing.address,
      addressLocality: listing.city ?? undefined,
      addressRegion: "QC",
      addressCountry: "CA",
    },
    offers:
      listing.price === null
        ? undefined
        : {
            "@type": "Offer",
            price: listing.price,
            priceCurrency: "CAD",
            businessFunction:
              listing.forSaleForRent === "rent"
                ? "http://purl.org/goodrelations/v1#LeaseOut"
                : "http://purl.org/goodrelations/v1#Sell",
            url: listing.url ?? undefined,
          },
  });
}

const schema = (block: Block) =>
  z.object({}).transform((_, context) => {
    const listing = parseListingDetails(block.block_params.core_data?.property);
    if (!listing) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "core_data.property is missing or invalid" });
      return z.NEVER;
    }
    return { listing, jsonLd: listingJsonLd(listing) };
  });

export type PropertyDetailsFields = z.output<ReturnType<typeof schema>>;

// The server's HTML stands on its own (photos scroll natively, links work); the code (carousel,
// full screen, share) waits for the visitor to reach for it, so the page's first load carries none.
export default defineFields(schema, { texts: ["properties"], loadOn: "intent" });
