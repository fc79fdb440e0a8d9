import type { MetaDescriptor } from "@remix-run/node";
import type { PreparedBlock } from "~/blocks/types";
import { heroImageSizes } from "~/content/image-sizes";
import { imageSrcSet } from "~/content/image-url";
import type { PreparedImage } from "~/content/prepared";
import type { PropertySearchData } from "~/blocks/properties/property-search/data";
import { SEARCH_RESULT_IMAGE_SIZES } from "~/blocks/properties/property-search/image-sizes";
import { listingImage } from "~/blocks/properties/parts/listing";

function isPreparedImage(value: unknown): value is PreparedImage {
  return typeof value === "object" && value !== null && "src" in value && "position" in value;
}

/**
 * Where each hero keeps the photo it shows first and largest (a path into its prepared fields).
 * Only these are preloaded: a hero may carry other images (a people strip, a list's avatars) that
 * are not its first view, and preloading one of those at full width cost a phone 200 KB.
 */
const HERO_PHOTO_FIELDS: Record<string, (string | number)[]> = {
  "hero-content-1": ["image"],
  "hero-content-2": ["bg_media"],
  "hero-cta": ["bg_media"],
  "hero-infos": ["image"],
  "hero-profile": ["media"],
  "hero-search-bar": ["bg_media"],
  "hero-slider": ["slides_repeater", 0, "bg_media"],
  "landing-page-1": ["background_image"],
  "hero-members-search": ["bg_media"],
};

/**
 * The heroes whose photo is a cover behind their text (CmsImage's `background`): their `<img>` asks
 * for the transform's cover quality, and the preload must name the very same addresses, or the
 * browser downloads the photo twice.
 */
const BACKGROUND_HEROES = new Set([
  "hero-content-2",
  "hero-cta",
  "hero-search-bar",
  "hero-slider",
  "landing-page-1",
  "hero-members-search",
]);

/** The hero's first-view photo, if it has one (a video or nothing gives none). */
export function heroPhoto(block: Pick<PreparedBlock, "block_type" | "fields">): PreparedImage | undefined {
  const path = HERO_PHOTO_FIELDS[block.block_type];
  if (!path) return undefined;
  let value: unknown = block.fields;
  for (const key of path) value = (value as Record<string | number, unknown> | null | undefined)?.[key];
  return isPreparedImage(value) ? value : undefined;
}

/**
 * A page opening with a hero shows its photo first and largest (the LCP element): the head
 * preloads it, so the browser fetches it with the scripts instead of after them.
 */
export function lcpImagePreload(main: PreparedBlock[]): MetaDescriptor[] {
  const first = main[0];
  const image = first ? heroPhoto(first) : undefined;
  if (!image) return [];
  const srcSet = imageSrcSet(image.src, undefined, BACKGROUND_HEROES.has(first.block_type));
  const responsive = srcSet ? { imageSrcSet: srcSet, imageSizes: heroImageSizes(first.block_type) } : {};
  return [
    { tagName: "link", rel: "preload", as: "image", href: image.src, fetchpriority: "high", ...responsive },
  ];
}

/**
 * A page whose first view holds the property search shows its first result's photo first and
 * largest (the LCP element on a phone, and in the first view at every width): the head preloads it,
 * as the card asks for it. Known only once the block's data is loaded, so it is added per request.
 */
export function firstResultPreload(firstViewMain: PreparedBlock[]): MetaDescriptor[] {
  const search = firstViewMain.find((block) => block.block_type === "property-search");
  const listing = (search?.data as PropertySearchData | null | undefined)?.listings?.[0];
  const src = listing ? listingImage(listing) : null;
  if (!src) return [];
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? { imageSrcSet: srcSet, imageSizes: SEARCH_RESULT_IMAGE_SIZES } : {};
  return [{ tagName: "link", rel: "preload", as: "image", href: src, fetchpriority: "high", ...responsive }];
}
