// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { PropertyCard } from "~/blocks/properties/parts/PropertyCard";
import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { BADGES } from "~/search/badges";
import { renderWithProviders } from "../render";

function listing(overrides: Partial<PropertyListing> = {}): PropertyListing {
  return {
    uls: "12345678",
    type: "condo",
    address: "123, rue Principale, Québec",
    price: 549000,
    url: "/fr/proprietes/12345678",
    carousel_images: ["https://assets.test/a.svg"],
    property_image: "https://assets.test/a.svg",
    specs: { bed: 3, bath: "2.0", area: 1250 },
    badge: null,
    coords: [46.8, -71.2],
    ...overrides,
  };
}

describe("PropertyCard", () => {
  it("shows the price in CAD per locale, whole dollars without cents (issue 22)", () => {
    renderWithProviders(<PropertyCard listing={listing()} />, { locale: "fr" });
    expect(screen.getByText(/549\s000\s\$/)).toBeInTheDocument();
  });

  it("shows the price in English Canadian format", () => {
    renderWithProviders(<PropertyCard listing={listing()} />, { locale: "en" });
    expect(screen.getByText("$549,000")).toBeInTheDocument();
  });

  it("hides a bathroom count of '0.0'", () => {
    renderWithProviders(<PropertyCard listing={listing({ specs: { bed: 2, bath: "0.0", area: null } })} />);
    const specs = screen.getByRole("list", { name: "Caractéristiques" });
    expect(within(specs).getByText("2 chambres")).toBeInTheDocument();
    expect(within(specs).queryByText(/salle/)).not.toBeInTheDocument();
  });

  it("shows a non-zero bathroom count", () => {
    renderWithProviders(<PropertyCard listing={listing({ specs: { bed: 1, bath: "1.5", area: null } })} />, {
      locale: "en",
    });
    expect(screen.getByText("1.5 bathrooms")).toBeInTheDocument();
    expect(screen.getByText("1 bedroom")).toBeInTheDocument();
  });

  it.each(BADGES)("translates the %s badge in both languages", (badge) => {
    const fr = renderWithProviders(<PropertyCard listing={listing({ badge })} />, { locale: "fr" });
    const frText = fr.container.querySelector("[data-tone]")?.textContent;
    fr.unmount();
    const en = renderWithProviders(<PropertyCard listing={listing({ badge })} />, { locale: "en" });
    const enText = en.container.querySelector("[data-tone]")?.textContent;
    expect(frText).toBeTruthy();
    expect(enText).toBeTruthy();
    expect(frText).not.toContain("badges.");
    expect(enText).not.toContain("badges.");
  });

  it("gives sold, new and open-house their own colours", () => {
    const { container, rerender } = renderWithProviders(
      <PropertyCard listing={listing({ badge: "sold" })} />,
    );
    expect(container.querySelector("[data-tone]")).toHaveAttribute("data-tone", "sold");
    rerender(<PropertyCard listing={listing({ badge: "new-build" })} />);
    expect(screen.getByText("Construction neuve")).toHaveAttribute("data-tone", "accent");
  });

  it("translates a known property type and keeps an unknown one raw", () => {
    renderWithProviders(<PropertyCard listing={listing({ type: "chalet" })} />);
    expect(screen.getByText("Chalet")).toBeInTheDocument();
  });

  it("links the address to the listing and reserves the picture's size", () => {
    renderWithProviders(<PropertyCard listing={listing()} />);
    expect(screen.getByRole("link", { name: "123, rue Principale, Québec" })).toHaveAttribute(
      "href",
      "/fr/proprietes/12345678",
    );
    const image = document.querySelector("img");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
  });

  it("reports hover for the map and shows the highlight", () => {
    const onHover = vi.fn();
    const { container } = renderWithProviders(
      <PropertyCard listing={listing()} highlighted onHover={onHover} />,
    );
    const card = container.querySelector("article")!;
    expect(card).toHaveAttribute("data-highlighted", "true");
    fireEvent.mouseEnter(card);
    expect(onHover).toHaveBeenLastCalledWith("12345678");
    fireEvent.mouseLeave(card);
    expect(onHover).toHaveBeenLastCalledWith(null);
  });
});
