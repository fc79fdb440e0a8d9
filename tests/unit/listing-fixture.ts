import type { PropertyListing } from "~/blocks/properties/parts/listing";

/** A condo listing in Québec City for the price tests; `overrides` replace its fields. */
export const makeListing = (overrides: Partial<PropertyListing> = {}): PropertyListing => ({
  uls: "12345678",
  type: "condo",
  address: "123, rue Principale, Québec",
  price: 549000,
  url: "/fr/proprietes/12345678",
  carousel_images: [],
  property_image: null,
  specs: { bed: 3, bath: "2.0", area: 1250 },
  badge: null,
  coords: null,
  ...overrides,
});
