import type { RealEstateListing, WithContext } from "schema-dts";
import { z } from "zod";
import { assetUrl } from "~/cms/assets";
import type { Block } from "~/cms/schema";
import { prepareContext } from "~/content/prepare-context.server";
import { jsonLdScript } from "~/lib/structured-data";
import { absoluteUrl } from "~/seo/absolute-url";
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
  /** The municipality's code, for the breadcrumb's link to its search (issue 36). */
  mun_code: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[\w-]{1,20}$/))
    .nullable()
    .catch(null)
    .default(null),
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

/**
 * schema.org `RealEstateListing` of the listing (a page about an offer): its `Offer`, and as its main
 * entity the place itself, an `Accommodation` with its address, rooms and floor area (sq. ft., `FTK`).
 */
export function listingJsonLd(listing: ListingDetails, origin: string | null): string {
  const url = absoluteUrl(listing.url, origin);
  const bathrooms = Number(listing.specs.bath);
  const object: WithContext<RealEstateListing> = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    name: listing.address,
    description: listing.description ?? undefined,
    url,
    image: listing.carousel_images.length ? listing.carousel_images : (listing.property_image ?? undefined),
    mainEntity: {
      "@type": "Accommodation",
      name: listing.address,
      address: {
        "@type": "PostalAddress",
        streetAddress: listing.address,
        addressLocality: listing.city ?? undefined,
        addressRegion: "QC",
        addressCountry: "CA",
      },
      numberOfBedrooms: listing.specs.bed ?? undefined,
      numberOfBathroomsTotal: bathrooms > 0 ? bathrooms : undefined,
      floorSize: listing.specs.area
        ? { "@type": "QuantitativeValue", value: listing.specs.area, unitCode: "FTK" }
        : undefined,
    },
    offers:
      listing.price === null
        ? undefined
        : {
            "@type": "Offer",
            price: listing.price,
            priceCurrency: "CAD",
            availability: "https://schema.org/InStock",
            // GoodRelations' individuals, which schema.org names as the values of businessFunction.
            businessFunction: {
              "@id":
                listing.forSaleForRent === "rent"
                  ? "http://purl.org/goodrelations/v1#LeaseOut"
                  : "http://purl.org/goodrelations/v1#Sell",
            },
            url,
          },
  };
  return jsonLdScript(object);
}

const schema = (block: Block) =>
  z.object({}).transform((_, context) => {
    const listing = parseListingDetails(block.block_params.core_data?.property);
    if (!listing) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "core_data.property is missing or invalid" });
      return z.NEVER;
    }
    return { listing, jsonLd: listingJsonLd(listing, prepareContext().siteOrigin) };
  });

export type PropertyDetailsFields = z.output<ReturnType<typeof schema>>;

// The server's HTML stands on its own (photos scroll natively, links work); the code (carousel,
// full screen, share) waits for the visitor to reach for it, so the page's first load carries none.
export default defineFields(schema, { texts: ["properties"], loadOn: "intent", pageSubject: true });
