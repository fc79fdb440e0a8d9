import { describe, expect, it } from "vitest";
import { boundsOfMarkers, markerSetKey, markersInBounds, type MarkerSet } from "~/search/markers";
import { listingsJsonLd } from "~/search/structured-data.server";
import type { PropertyListing } from "~/blocks/properties/parts/listing";

const markers: MarkerSet = {
  uls: ["a", "b", "c"],
  lat: [45.5, 46.8, 48.4],
  lng: [-73.6, -71.2, -68.5],
  price: [300000, 450000, -1],
};
const montreal = { NorthEast_lat: 45.7, NorthEast_lng: -73.4, SouthWest_lat: 45.3, SouthWest_lng: -73.9 };

describe("markers in the map bounds (spec 3 §4)", () => {
  it("are the markers inside the bounds, all of them without bounds", () => {
    expect(markersInBounds(markers, montreal)).toEqual([0]);
    expect(markersInBounds(markers, null)).toEqual([0, 1, 2]);
  });

  it("change their set key only when the set of visible markers changes", () => {
    const all = markerSetKey(markers, markersInBounds(markers, null));
    expect(markerSetKey(markers, markersInBounds(markers, boundsOfMarkers(markers)))).toBe(all);
    expect(markerSetKey(markers, markersInBounds(markers, montreal))).not.toBe(all);
  });
});

describe("structured data for the listed properties", () => {
  const listing: PropertyListing = {
    uls: "1",
    type: "condo",
    address: '</script><script>alert("x")</script>',
    price: 350000,
    url: "/en/properties/1",
    carousel_images: [],
    property_image: "https://cdn.example/1.jpg",
    specs: { bed: 2, bath: "1.0", area: 900 },
    badge: null,
    coords: [45.5, -73.6],
  };

  it("is a schema.org RealEstateListing with its Offer in CAD, at an absolute address", () => {
    const data = JSON.parse(listingsJsonLd([listing], "https://site.example"));
    expect(data.itemListElement[0].item).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://site.example/en/properties/1",
      offers: { "@type": "Offer", price: 350000, priceCurrency: "CAD" },
    });
  });

  it("is escaped so no text can close the script element", () => {
    const text = listingsJsonLd([listing], "https://site.example");
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text).itemListElement[0].item.name).toBe(listing.address);
  });
});
