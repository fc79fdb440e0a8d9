// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { itemLabel } from "~/blocks/content/fullwidth-map/FullwidthMap";
import { MapPopup } from "~/blocks/content/fullwidth-map/MapPopup";
import { fixedT } from "~/i18n/fixed-t";
import type { MapItem } from "~/blocks/content/fullwidth-map/map-items";
import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { MapPopupContent } from "~/search/map/MapPopupContent";
import { clearTooltipCache, type PropertyTooltip } from "~/search/tooltip";
import { makeListing } from "../listing-fixture";
import { renderWithProviders } from "../render";

const tooltip = (overrides: Partial<PropertyTooltip> = {}): PropertyTooltip => ({
  uls: "12345678",
  address: "123, rue Principale, Québec",
  price: 1275,
  type: "condo",
  url: "/fr/proprietes/12345678",
  image: null,
  specs: { bed: 3, bath: "2.0", area: 1250 },
  forSaleForRent: "rent",
  ...overrides,
});

function answerTooltip(tip: PropertyTooltip) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(tip), { headers: { "content-type": "application/json" } })),
  );
}

const listingItem = (listing: Partial<PropertyListing>): MapItem =>
  ({
    coords: [46.8, -71.2],
    popup: [],
    hoverId: null,
    listing: makeListing({ price: 1275, ...listing }),
  }) as unknown as MapItem;

afterEach(() => {
  clearTooltipCache();
  vi.unstubAllGlobals();
});

// The DOM matcher reads non-breaking spaces as spaces.
describe("map popup prices (issue 22): rents per month, whole dollars without cents", () => {
  it("the search map's popup shows a rent per month in French", async () => {
    answerTooltip(tooltip());
    renderWithProviders(<MapPopupContent uls="12345678" />, { locale: "fr" });
    expect(await screen.findByText("1 275 $/mois")).toBeInTheDocument();
  });

  it("the search map's popup shows a rent per month in English and a sale price as is", async () => {
    answerTooltip(tooltip());
    renderWithProviders(<MapPopupContent uls="12345678" />, { locale: "en" });
    expect(await screen.findByText("$1,275/month")).toBeInTheDocument();
    clearTooltipCache();
    answerTooltip(tooltip({ uls: "999", price: 549000, forSaleForRent: "buy" }));
    renderWithProviders(<MapPopupContent uls="999" />, { locale: "en" });
    expect(await screen.findByText("$549,000")).toBeInTheDocument();
  });

  it("the fullwidth map's popup shows a listing's rent per month in both languages", () => {
    renderWithProviders(<MapPopup item={listingItem({ forSaleForRent: "rent" })} open />, { locale: "fr" });
    expect(screen.getByText("1 275 $/mois")).toBeInTheDocument();
    renderWithProviders(<MapPopup item={listingItem({ forSaleForRent: "rent" })} open />, { locale: "en" });
    expect(screen.getByText("$1,275/month")).toBeInTheDocument();
    renderWithProviders(<MapPopup item={listingItem({ price: 549000, forSaleForRent: "buy" })} open />, {
      locale: "fr",
    });
    expect(screen.getByText("549 000 $")).toBeInTheDocument();
  });

  it("the fullwidth map's fetched popup shows a rent per month", async () => {
    answerTooltip(tooltip());
    const item = {
      coords: [46.8, -71.2],
      popup: [],
      hoverId: "12345678",
      listing: null,
    } as unknown as MapItem;
    renderWithProviders(<MapPopup item={item} open />, { locale: "fr" });
    expect(await screen.findByText("1 275 $/mois")).toBeInTheDocument();
  });

  it("the list under the fullwidth map writes rents per month and whole dollars, in both languages", () => {
    const rent = listingItem({ forSaleForRent: "rent" });
    expect(itemLabel(rent, "fr", fixedT("fr", "properties"))).toBe(
      "123, rue Principale, Québec — 1\u00a0275\u00a0$/mois",
    );
    expect(itemLabel(rent, "en", fixedT("en", "properties"))).toBe(
      "123, rue Principale, Québec — $1,275/month",
    );
    const sale = listingItem({ price: 549000, forSaleForRent: "buy" });
    expect(itemLabel(sale, "fr", fixedT("fr", "properties"))).toBe(
      "123, rue Principale, Québec — 549\u00a0000\u00a0$",
    );
  });
});
