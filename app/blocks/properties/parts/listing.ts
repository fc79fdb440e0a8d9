import type { Badge } from "~/search/badges";

/** A listing as a card shows it (spec 1 §3 property listing data), already checked on the server. */
export type PropertyListing = {
  uls: string;
  /** Property type code (maison, condo, prop, ferme, chalet, terrain, comm) or another raw value. */
  type: string | null;
  address: string;
  price: number | null;
  url: string | null;
  carousel_images: string[];
  property_image: string | null;
  specs: { bed: number | null; bath: string | null; area: number | null };
  badge: Badge | null;
  coords: [number, number] | null;
  /** Whether the price is a sale price or a monthly rent; absent when the data does not say. */
  forSaleForRent?: "buy" | "rent" | null;
};

/** The property types of spec 1 §3, whose names are translated (`properties:types.<code>`). */
export const PROPERTY_TYPE_CODES = ["maison", "condo", "prop", "ferme", "chalet", "terrain", "comm"] as const;

export function isKnownPropertyType(type: string | null): type is (typeof PROPERTY_TYPE_CODES)[number] {
  return type !== null && (PROPERTY_TYPE_CODES as readonly string[]).includes(type);
}

/** Spec 1 §3: a bathroom count of '0.0' is hidden (so is a missing or unreadable one). */
export function visibleBathrooms(bath: string | null): number | null {
  if (bath === null || bath.trim() === "") return null;
  const value = Number(bath);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The card's picture: the listing image, else the first of its carousel. */
export function listingImage(listing: PropertyListing): string | null {
  return listing.property_image ?? listing.carousel_images[0] ?? null;
}
