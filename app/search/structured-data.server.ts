import type { ItemList, WithContext } from "schema-dts";
import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { jsonLdScript } from "~/lib/structured-data";
import { absoluteUrl } from "~/seo/absolute-url";

/**
 * schema.org `RealEstateListing`s with their `Offer` for listed properties, as the body of a
 * `<script type="application/ld+json">` (escaped by jsonLdScript so no text can close the element).
 * Site paths are made absolute against the site's origin: search engines read no relative IRI.
 */
export function listingsJsonLd(listings: PropertyListing[], origin: string | null): string {
  const absolute = (url: string | null) => absoluteUrl(url, origin);
  const list: WithContext<ItemList> = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: listings.map((listing, position) => ({
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
    })),
  };
  return jsonLdScript(list);
}
