// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { listingJsonLd, parseListingDetails } from "~/blocks/properties/property-details/fields.server";
import type { Block } from "~/cms/schema";
import { withPrepareContext } from "~/content/prepare-context.server";
import { prepareForTest, renderBlocks, stubMatchMedia } from "../render";

const context = {
  locale: "fr" as const,
  siteOrigin: "https://localhost",
  assetsUrl: "https://assets.test",
  search: "",
};

function rawProperty(overrides: Record<string, unknown> = {}) {
  return {
    uls: "14228746",
    type: "maison",
    address: "3671, rue Sherbrooke",
    price: 282000,
    url: "/fr/proprietes/14228746",
    carousel_images: ["photos/house-1.png", "photos/house-2.png", "photos/house-3.png"],
    property_image: "photos/house-1.png",
    specs: { bed: 4, bath: "2.0", area: 3637 },
    badge: "open-house",
    coords: [50.2, -66.4],
    forSaleForRent: "buy",
    city: "Sept-Îles",
    description: "Maison lumineuse.",
    open_houses: ["2026-12-05T19:00:00.000Z", "not a date"],
    broker: {
      slug: "nadia-gagne",
      name: "Nadia Gagné",
      phone: "514 555-2391",
      email: "nadia@example.test",
      photo: "avatars/member-3.png",
    },
    ...overrides,
  };
}

function detailsBlock(property: unknown): Block {
  return { block_type: "property-details", block_params: { core_data: { property } }, fields: {} };
}

stubMatchMedia();

describe("property-details fields", () => {
  it("reads the listing, its details and broker, resolving pictures and dropping unreadable dates", () => {
    const listing = withPrepareContext(context, () => parseListingDetails(rawProperty()))!;
    expect(listing.uls).toBe("14228746");
    expect(listing.carousel_images).toEqual([
      "https://assets.test/photos/house-1.png",
      "https://assets.test/photos/house-2.png",
      "https://assets.test/photos/house-3.png",
    ]);
    expect(listing.open_houses).toEqual(["2026-12-05T19:00:00.000Z"]);
    expect(listing.broker?.photo).toBe("https://assets.test/avatars/member-3.png");
    expect(listing.forSaleForRent).toBe("buy");
  });

  it("keeps the listing when its extras are malformed, and gives null without a listing", () => {
    const listing = withPrepareContext(context, () =>
      parseListingDetails(rawProperty({ broker: { name: "" }, open_houses: "soon", forSaleForRent: "swap" })),
    )!;
    expect(listing.broker).toBeNull();
    expect(listing.open_houses).toEqual([]);
    expect(listing.forSaleForRent).toBeNull();
    expect(withPrepareContext(context, () => parseListingDetails({ address: "no uls" }))).toBeNull();
    expect(withPrepareContext(context, () => parseListingDetails(null))).toBeNull();
  });

  it("writes a RealEstateListing with its offer, escaped for the script element", () => {
    const listing = withPrepareContext(context, () =>
      parseListingDetails(rawProperty({ address: "</script><b>", forSaleForRent: "rent" })),
    )!;
    const script = listingJsonLd(listing, "https://site.example");
    expect(script).not.toContain("</script");
    const data = JSON.parse(script);
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.name).toBe("</script><b>");
    expect(data.offers).toMatchObject({ price: 282000, priceCurrency: "CAD" });
    expect(data.offers.businessFunction["@id"]).toContain("LeaseOut");
  });

  it("makes its page a 410 Gone when the core data holds no listing (issues 22, 36)", async () => {
    await expect(prepareForTest([detailsBlock(undefined)])).rejects.toMatchObject({
      data: { messageKey: "410-message" },
      init: { status: 410 },
    });
  });
});

describe("property-details rendering", () => {
  it("shows the price, address, specs, description, open house, broker and photo count in French", async () => {
    const { container } = await renderBlocks([detailsBlock(rawProperty())]);
    expect(await screen.findByRole("heading", { level: 1, name: "3671, rue Sherbrooke" })).toBeVisible();
    expect(screen.getByText("282 000 $")).toBeVisible();
    expect(screen.getByText("3 photos")).toBeVisible();
    expect(screen.getByText("Visite libre")).toBeVisible();
    expect(screen.getByText("Maison lumineuse.")).toBeVisible();
    expect(screen.getByText("3 637 pi²")).toBeVisible();
    expect(screen.getByRole("complementary", { name: "Courtier responsable" })).toHaveTextContent(
      "Nadia Gagné",
    );
    expect(screen.getByRole("link", { name: "← Retour à la recherche" })).toHaveAttribute(
      "href",
      "/fr/proprietes",
    );
    expect(screen.getByRole("button", { name: "Imprimer" })).toBeVisible();
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-12-05T19:00:00.000Z");
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!)["@type"]).toBe("RealEstateListing");
  });

  it("shows a rent per month in English", async () => {
    await renderBlocks(
      [detailsBlock(rawProperty({ forSaleForRent: "rent", price: 1275, url: "/en/properties/14228746" }))],
      { locale: "en" },
    );
    expect(await screen.findByText("$1,275/month")).toBeVisible();
    expect(screen.getByRole("link", { name: "← Back to the search" })).toHaveAttribute(
      "href",
      "/en/properties",
    );
  });
});
