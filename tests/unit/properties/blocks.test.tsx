// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { parseListings } from "~/blocks/properties/parts/listing-schema.server";
import { withPrepareContext } from "~/content/prepare-context.server";
import { prepareForTest, renderBlocks, stubMatchMedia } from "../render";
import { imageSource } from "../image-source";

function rawListing(i: number) {
  return {
    uls: String(1000 + i),
    type: "maison",
    address: `${i}, rue des Érables`,
    price: 300000 + i,
    url: `/fr/proprietes/${1000 + i}`,
    carousel_images: [`photos/house-${i}.svg`],
    property_image: `photos/house-${i}.svg`,
    specs: { bed: 3, bath: "1.0", area: 1200 },
    badge: i === 0 ? "sold" : null,
    coords: [46 + i / 100, -71],
  };
}

const ctaItem = {
  main_title: { type: "text", value: { fr: "Vous ne trouvez pas ?", en: "Can't find it?" } },
  cta: {
    type: "link",
    text: { fr: "Parler à un courtier", en: "Talk" },
    url: { fr: "/fr/contact", en: "/en/contact" },
  },
};

function block(type: string, count: number, total: number, extra: Partial<Block> = {}): Block {
  return {
    block_type: type,
    block_params: {
      core_data: { total, propertiesListing: Array.from({ length: count }, (_, i) => rawListing(i)) },
      ...(extra.block_params ?? {}),
    },
    fields: {
      main_title: { type: "text", value: { fr: "Titre", en: "Title" } },
      cta_item: ctaItem,
      ...(extra.fields ?? {}),
    },
  };
}

stubMatchMedia();

const NEXT = "Diapositive suivante";

const context = {
  locale: "fr" as const,
  siteOrigin: "https://localhost",
  assetsUrl: "https://assets.test",
  search: "",
};

describe("listing data from the core data", () => {
  it("escapes listing text in the JSON-LD so it cannot close the script element", async () => {
    const hostile = { ...rawListing(0), address: "</script><script>alert(1)</script>" };
    const { container } = await renderBlocks([
      {
        block_type: "property-listing",
        block_params: { core_data: { total: 1, propertiesListing: [hostile] } },
        fields: {},
      },
    ]);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("</script");
    expect(JSON.parse(script.textContent!).itemListElement[0].item.name).toBe(hostile.address);
  });

  it("resolves relative pictures against the assets address and drops unsafe addresses", () => {
    const listings = withPrepareContext(context, () =>
      parseListings([
        rawListing(1),
        { ...rawListing(2), url: "javascript:alert(1)", property_image: "//evil.test/x.svg" },
        { address: "no uls" },
      ]),
    );
    expect(listings).toHaveLength(2);
    expect(listings[0].property_image).toBe("https://assets.test/photos/house-1.svg");
    expect(listings[1].url).toBeNull();
    expect(listings[1].property_image).toBeNull();
  });
});

describe("property-listing", () => {
  it("appends the CTA card with exactly 3 listings and shows the see-all CTA when the total is above 1", async () => {
    await renderBlocks([block("property-listing", 3, 120)]);
    const grid = screen.getAllByRole("list")[0];
    expect(grid.querySelectorAll(":scope > li")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Vous ne trouvez pas ?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir les 120 propriétés" })).toHaveAttribute(
      "href",
      "/fr/proprietes",
    );
  });

  it("appends no CTA card with 2 listings", async () => {
    await renderBlocks([block("property-listing", 2, 2)]);
    expect(screen.queryByRole("heading", { name: "Vous ne trouvez pas ?" })).not.toBeInTheDocument();
  });

  it("hides the see-all CTA when the block disables it", async () => {
    await renderBlocks([
      block("property-listing", 3, 120, { block_params: { properties_cta_enabled: false } }),
    ]);
    expect(screen.queryByRole("link", { name: /Voir les/ })).not.toBeInTheDocument();
  });

  it("marks listings beyond the first 2 as hidden at xl and below", async () => {
    const { container } = await renderBlocks([block("property-listing", 3, 3)]);
    const items = container.querySelector("ul")!.querySelectorAll(":scope > li");
    expect(items[0].className).not.toContain("beyondXl");
    expect(items[2].className).toContain("beyondXl");
  });

  it("publishes the listings as schema.org RealEstateListing JSON-LD", async () => {
    const { container } = await renderBlocks([block("property-listing", 2, 2)]);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data.itemListElement).toHaveLength(2);
    expect(data.itemListElement[0].item["@type"]).toBe("RealEstateListing");
    expect(data.itemListElement[0].item.offers).toMatchObject({ "@type": "Offer", priceCurrency: "CAD" });
  });
});

describe("property-listing with listings written in the CMS", () => {
  it("uses only the first media of a listing item", async () => {
    const media = (url: string) => ({
      media: { type: "image", media: { fr: { url, alt: "" }, en: { url, alt: "" } } },
    });
    const { container } = await renderBlocks([
      {
        block_type: "property-listing",
        block_params: {},
        fields: {
          properties_repeater: [
            {
              main_title: { type: "text", value: { fr: "Condo au centre-ville", en: "Downtown condo" } },
              sub_title: { type: "text", value: { fr: "399 000 $", en: "$399,000" } },
              medias_repeater: [media("images/first.svg"), media("images/second.svg")],
            },
          ],
        },
      },
    ]);
    expect(screen.getByRole("heading", { name: "Condo au centre-ville" })).toBeInTheDocument();
    const sources = [...container.querySelectorAll("img")].map((img) => imageSource(img));
    expect(sources).toEqual(["https://assets.test/images/first.svg"]);
  });
});

describe("property-slider", () => {
  it("adds a see-more card when the total exceeds the shown listings", async () => {
    await renderBlocks([block("property-slider", 6, 40, { fields: { count: 6 } })]);
    expect(screen.getByRole("link", { name: /Voir les 40 propriétés/ })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Vous ne trouvez pas ?" })).not.toBeInTheDocument();
  });

  it("adds a CTA card when the total is 3 or fewer", async () => {
    await renderBlocks([block("property-slider", 3, 3, { fields: { count: 6 } })]);
    expect(screen.getByRole("heading", { name: "Vous ne trouvez pas ?" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Voir les/ })).not.toBeInTheDocument();
  });
});

describe("featured-properties", () => {
  it("shows the navigation only with more than one slide", async () => {
    const several = await renderBlocks([block("featured-properties", 4, 4)]);
    expect(screen.getByRole("button", { name: NEXT })).toBeInTheDocument();
    expect(several.container.querySelector("[class*=navigationBar]")).toHaveStyle({
      animationDuration: "5000ms",
    });
    several.unmount();
    await renderBlocks([block("featured-properties", 1, 1)]);
    expect(screen.queryByRole("button", { name: NEXT })).not.toBeInTheDocument();
  });

  it("prepares its listings from the core data", async () => {
    const [prepared] = await prepareForTest([block("featured-properties", 4, 10)]);
    const fields = prepared.fields as { listings: unknown[]; total: number; autoplay_speed: number };
    expect(fields.listings).toHaveLength(4);
    expect(fields.total).toBe(10);
    expect(fields.autoplay_speed).toBe(6000);
  });
});
