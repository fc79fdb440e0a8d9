import { plain, type BlogPostFields } from "~/blocks/blog/blog-post/fields.server";
import type {
  ListingDetails,
  PropertyDetailsFields,
} from "~/blocks/properties/property-details/fields.server";
import { listingImage, visibleBathrooms } from "~/blocks/properties/parts/listing";
import { listingPriceText } from "~/blocks/properties/parts/listing-price";
import { propertyTypeName } from "~/blocks/properties/parts/property-type";
import type { PreparedBlock } from "~/blocks/types";
import { heroPhoto } from "~/cms/lcp-preload.server";
import type { PreparedImage } from "~/content/prepared";
import type { Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translate";
import { formatNumber } from "~/lib/number-format";

/** What a shared link shows (Open Graph, Twitter): set where the page's subject says more than its CMS SEO. */
export type PagePreview = {
  title: string | null;
  description: string | null;
  /** The photo, cropped to 1200 × 630 by the image transform when the head is written. */
  image: { src: string; alt: string } | null;
  /** A post: `og:type` article with its publication time. */
  publishedTime: string | null;
};

function isImage(value: unknown): value is PreparedImage {
  return typeof value === "object" && value !== null && typeof (value as PreparedImage).src === "string";
}

/** "Maison unifamiliale à vendre à Sept-Îles" and the facts a buyer looks at first, in the page's language. */
export function listingPreview(listing: ListingDetails, locale: Locale, t: TFunction) {
  const type = propertyTypeName(listing.type, t) ?? t("meta.property");
  const rent = listing.forSaleForRent === "rent";
  const city = listing.city ?? "";
  const what = t(rent ? "meta.listing-for-rent" : "meta.listing-for-sale", { type, city }).trim();
  const price = listingPriceText(listing.price, listing.forSaleForRent, locale, t);
  const bathrooms = visibleBathrooms(listing.specs.bath);
  const facts = [
    what,
    price,
    listing.specs.bed ? t("properties:card.bedrooms", { count: listing.specs.bed }) : null,
    bathrooms
      ? t("properties:card.bathrooms", { count: bathrooms, value: formatNumber(bathrooms, locale, 1) })
      : null,
    listing.specs.area
      ? t("properties:card.area", { value: formatNumber(listing.specs.area, locale, 1) })
      : null,
  ].filter(Boolean);
  return {
    title: price ? `${what} – ${price}` : what,
    description: `${facts.join(" · ")}. ${listing.address}`.trim(),
  };
}

/** The header's logo: a shared page with no photo of its own shows the brand. */
function logoOf(header: PreparedBlock[]): PreparedImage | null {
  for (const block of header) {
    const fields = block.fields as Record<string, unknown> | null;
    const logo = fields?.logo_image_dark ?? fields?.logo_image_light;
    if (isImage(logo)) return logo;
  }
  return null;
}

/** The page's subject (a listing, a post), else its hero's photo, else the site's logo. */
export function pagePreview(
  header: PreparedBlock[],
  main: PreparedBlock[],
  locale: Locale,
  t: TFunction,
): PagePreview {
  const details = main.find((block) => block.block_type === "property-details");
  if (details) {
    const { listing } = details.fields as PropertyDetailsFields;
    const image = listingImage(listing);
    return {
      ...listingPreview(listing, locale, t),
      image: image ? { src: image, alt: listing.address } : null,
      publishedTime: null,
    };
  }
  const post = main.find((block) => block.block_type === "blog-post");
  if (post) {
    const fields = post.fields as BlogPostFields;
    const logo = logoOf(header);
    const image = fields.main_image ?? logo;
    return {
      title: null,
      description: null,
      image: image ? { src: image.src, alt: image.alt || plain(fields.main_title) } : null,
      publishedTime: fields.published_at ? new Date(fields.published_at).toISOString() : null,
    };
  }
  const hero = main.map(heroPhoto).find(Boolean) ?? logoOf(header);
  return {
    title: null,
    description: null,
    image: hero ? { src: hero.src, alt: hero.alt } : null,
    publishedTime: null,
  };
}
