import type { PropertyListing } from "~/blocks/properties/parts/listing";

/** One page of listings as /resources/properties answers it. */
export type ListingPage = { total: number; page: number; listings: PropertyListing[] };
