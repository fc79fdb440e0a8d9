// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { PropertyCard } from "~/blocks/properties/parts/PropertyCard";
import { formatAmount } from "~/lib/number-format";
import { makeListing } from "../listing-fixture";
import { renderWithProviders } from "../render";

const listing = makeListing;

describe("listing prices (issue 22, item 5)", () => {
  it("write whole dollars without cents, and cents only when there are some", () => {
    expect(formatAmount(549000, "fr")).toBe("549\u00a0000\u00a0$");
    expect(formatAmount(549000, "en")).toBe("$549,000");
    expect(formatAmount(1275.5, "fr")).toBe("1\u00a0275,50\u00a0$");
    expect(formatAmount(1275.5, "en")).toBe("$1,275.50");
  });

  // The DOM matcher reads non-breaking spaces as spaces.
  it("show a sale price as is and a rent per month, in both languages", () => {
    renderWithProviders(<PropertyCard listing={listing({ forSaleForRent: "buy" })} />, { locale: "fr" });
    expect(screen.getByText("549 000 $")).toBeInTheDocument();
    renderWithProviders(<PropertyCard listing={listing({ price: 1275, forSaleForRent: "rent" })} />, {
      locale: "fr",
    });
    expect(screen.getByText("1 275 $/mois")).toBeInTheDocument();
    renderWithProviders(<PropertyCard listing={listing({ price: 1275, forSaleForRent: "rent" })} />, {
      locale: "en",
    });
    expect(screen.getByText("$1,275/month")).toBeInTheDocument();
  });
});
