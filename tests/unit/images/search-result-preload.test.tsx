// @vitest-environment jsdom
import type { PreparedBlock } from "~/blocks/types";
import { PropertyCard } from "~/blocks/properties/parts/PropertyCard";
import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { SEARCH_RESULT_IMAGE_SIZES } from "~/blocks/properties/property-search/image-sizes";
import { firstResultPreload } from "~/cms/lcp-preload.server";
import { renderWithProviders } from "../render";

// Issue 24: on the search page the first result's photo is the LCP element. The head preloads it
// at the addresses and priority its card asks for, or the browser fetches it twice or late.
const listing = (photo: string | null): PropertyListing => ({
  uls: "12345678",
  type: "condo",
  address: "123, rue Principale, Québec",
  price: 549000,
  url: "/fr/proprietes/12345678",
  carousel_images: photo ? [photo] : [],
  property_image: photo,
  specs: { bed: 3, bath: "2.0", area: 1250 },
  badge: null,
  coords: [46.8, -71.2],
});
const block = (block_type: string, data?: unknown) =>
  ({ block_type, fields: {}, block_params: {}, data }) as unknown as PreparedBlock;
const search = (...photos: (string | null)[]) =>
  block("property-search", { status: "ok", listings: photos.map(listing) });

describe("the search's first result photo in the head", () => {
  it("names the srcset, sizes and priority of the first card's <img>", () => {
    const [preload] = firstResultPreload([
      block("text-block-2"),
      search("http://cms.test/a.jpg", "http://cms.test/b.jpg"),
    ]);
    const { container } = renderWithProviders(
      <PropertyCard
        listing={listing("http://cms.test/a.jpg")}
        eagerImage
        imageSizes={SEARCH_RESULT_IMAGE_SIZES}
      />,
    );
    const img = container.querySelector("img")!;
    expect(preload).toMatchObject({ tagName: "link", rel: "preload", as: "image", fetchpriority: "high" });
    expect((preload as Record<string, string>).href).toBe(img.getAttribute("src"));
    expect((preload as Record<string, string>).imageSrcSet).toBe(img.getAttribute("srcset"));
    expect((preload as Record<string, string>).imageSizes).toBe(img.getAttribute("sizes"));
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).not.toBe("lazy");
    expect(img.hasAttribute("data-src")).toBe(false);
  });

  it("is not there when the search is not in the first view, has no result or no photo", () => {
    // The page route passes the first view's main blocks (FIRST_VIEW_MAIN_BLOCKS): here a hero and a title.
    expect(firstResultPreload([block("hero-cta"), block("text-block-2")])).toEqual([]);
    expect(firstResultPreload([search()])).toEqual([]);
    expect(firstResultPreload([search(null)])).toEqual([]);
    expect(firstResultPreload([block("property-search", null)])).toEqual([]);
    expect(firstResultPreload([])).toEqual([]);
  });

  it("leaves the other cards lazy, at the browser's own priority", () => {
    const { container } = renderWithProviders(<PropertyCard listing={listing("http://cms.test/b.jpg")} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });
});
