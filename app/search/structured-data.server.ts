import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { jsonLdScript, type JsonLdObject } from "~/lib/structured-data";

/**
 * schema.org `RealEstateListing`s with their `Offer` for listed properties, as the body of a
 * `<script type="application/ld+json">` (escaped by jsonLdScript so no text can close the element).
 * Addresses stay as the core API gives them (site paths are read against the page's address).
 */
export function listingsJsonLd(listings: PropertyListing[]): string {
  const absolute = (url: string | null) => url ?? undefined;
  const items: JsonLdObject[] = listings.map((listing, position) => ({
    "@type": "ListItem",
    position: position + 1,
    item: {
      "@type": "RealEstateListing",
      name: listing.address,
      url: absolute(listing.url),
      image: absolute(listing.property_image ?? listing.carousel_images[0] ?? null),
      offers:
        listing.price === null
          ? undefined
          : { "@type": "Offer", price: listing.price, priceCurrency: "CAD", url: absolute(listing.url) },
    },
  }));
  return jsonLdScript({ "@context": "https://schema.org", "@type": "ItemList", itemListElement: items });
}
