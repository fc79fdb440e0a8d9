// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { banksShown } from "~/blocks/partners/bank-partners/BankPartners";
import { filterByTag, tagsOf, type PartnerTag } from "~/blocks/partners/tags";
import type { Block } from "~/cms/schema";
import { prepareForTest, renderBlocks } from "../render";
import { imageSource } from "../image-source";

const text = (fr: string, en = fr) => ({ type: "text", value: { fr, en } });
const block = (block_type: string, fields: Record<string, unknown>, block_params = {}): Block => ({
  block_type,
  block_params,
  fields,
});

const succursale = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Bureau ${id}`,
  photo: null,
  email: `bureau${id}@example.com`,
  phone: { display: "514 555-0142", intl: "+15145550142" },
  address: {
    fr: { street: `${id}, rue Saint-Denis`, city: "Montréal" },
    en: { street: `${id} Saint-Denis St.`, city: "Montreal" },
  },
  latitude: 45.5 + id / 100,
  longitude: -73.5,
  ...extra,
});

describe("offices-grid (spec 2 §3, §4)", () => {
  it("lists the branch offices of the core data: the first 9, then a button reveals all", async () => {
    await renderBlocks(
      [
        block(
          "offices-grid",
          { main_title: text("Nos bureaux", "Our offices") },
          {
            core_data: { succursales: Array.from({ length: 11 }, (_, i) => succursale(i + 1)) },
          },
        ),
      ],
      { locale: "en" },
    );
    expect(await screen.findAllByRole("heading", { level: 3 })).toHaveLength(9);
    fireEvent.click(screen.getByRole("button", { name: "Show all 11 offices" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(11);
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
    const card = screen.getByRole("heading", { name: "Bureau 10" }).closest("article") as HTMLElement;
    expect(within(card).getByText("10 Saint-Denis St., Montreal")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "514 555-0142" })).toHaveAttribute(
      "href",
      "tel:+15145550142",
    );
    expect(within(card).getByRole("link", { name: "bureau10@example.com" })).toHaveAttribute(
      "href",
      "mailto:bureau10@example.com",
    );
  });

  it("is plain HTML, with no button, when 9 offices or fewer exist", async () => {
    const [prepared] = await prepareForTest([
      block(
        "offices-grid",
        {},
        { core_data: { succursales: Array.from({ length: 9 }, (_, i) => succursale(i + 1)) } },
      ),
    ]);
    expect(prepared.static).toBe(true);
  });

  it.each([
    [1, "/images/offices/default-v1.svg"],
    [2, "/images/offices/default-v2.svg"],
  ] as const)(
    "gives an office without a photo the default image of brand version %s",
    async (version, src) => {
      const { container } = await renderBlocks(
        [
          block(
            "offices-grid",
            {},
            {
              core_data: { succursales: [succursale(1), succursale(2, { photo: "images/bureau.svg" })] },
            },
          ),
        ],
        { site: { brandVersion: version } },
      );
      await screen.findAllByRole("heading", { level: 3 });
      const sources = [...container.querySelectorAll("article img")].map((img) => imageSource(img));
      expect(sources).toEqual([src, "https://assets.test/images/bureau.svg"]);
    },
  );

  it("uses the CMS office items when the core data holds no branch office", async () => {
    await renderBlocks([
      block("offices-grid", {
        offices_repeater: [
          {
            main_title: text("Point de service Mirabel"),
            list_items_repeater: [{ icon: { type: "map-pin" }, description: text("Sur rendez-vous") }],
          },
        ],
      }),
    ]);
    expect(await screen.findByRole("heading", { name: "Point de service Mirabel" })).toBeInTheDocument();
    expect(screen.getByText("Sur rendez-vous")).toBeInTheDocument();
  });

  it("describes each office as a schema.org RealEstateAgent, escaped", async () => {
    const { container } = await renderBlocks([
      block(
        "offices-grid",
        {},
        { core_data: { succursales: [succursale(1, { name: "Horizon </script> Laval" })] } },
      ),
    ]);
    await screen.findAllByRole("heading", { level: 3 });
    const script = container.querySelector('script[type="application/ld+json"]') as HTMLScriptElement;
    expect(script.innerHTML).not.toContain("</script>");
    const [agent] = JSON.parse(script.innerHTML);
    expect(agent).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Horizon </script> Laval",
      email: "bureau1@example.com",
      telephone: "514 555-0142",
      address: { streetAddress: "1, rue Saint-Denis", addressLocality: "Montréal" },
    });
  });
});

describe("offices-map list (spec 2 §2, §5)", () => {
  it("makes a listed office active when it is clicked or focused", async () => {
    const { container } = await renderBlocks(
      [
        block(
          "offices-map",
          {},
          { orientation_x: "full", core_data: { succursales: [succursale(1), succursale(2)] } },
        ),
      ],
      { locale: "en" },
    );
    const first = await screen.findByRole("button", { name: "Bureau 1" });
    const second = screen.getByRole("button", { name: "Bureau 2" });
    expect(first).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-pressed", "true");
    fireEvent.focus(second);
    expect(second).toHaveAttribute("aria-pressed", "true");
    expect(first).toHaveAttribute("aria-pressed", "false");
    fireEvent.mouseEnter(first);
    expect(first.closest("li")).toHaveAttribute("data-highlighted", "true");
    expect(container.querySelector("[data-orientation]")).toHaveAttribute("data-orientation", "full");
  });

  it("falls back to the centre orientation for an unknown value", async () => {
    const { container } = await renderBlocks([
      block("offices-map", {}, { orientation_x: "left", core_data: { succursales: [succursale(1)] } }),
    ]);
    await screen.findByRole("button", { name: "Bureau 1" });
    expect(container.querySelector("[data-orientation]")).toHaveAttribute("data-orientation", "center");
  });
});

describe("partners tag filter (spec 2 §4)", () => {
  const tag = (label: string): PartnerTag => ({ id: label.toLowerCase(), label });
  const items = [
    { name: "A", tags: [tag("Notaires")] },
    { name: "B", tags: [tag("Inspection"), tag("Notaires")] },
    { name: "C", tags: [] },
  ];

  it("offers each tag once, in order of appearance", () => {
    expect(tagsOf(items).map((t) => t.label)).toEqual(["Notaires", "Inspection"]);
  });

  it("narrows the list to the partners bearing the tag; no tag lists all", () => {
    expect(filterByTag(items, "notaires").map((i) => i.name)).toEqual(["A", "B"]);
    expect(filterByTag(items, "inspection").map((i) => i.name)).toEqual(["B"]);
    expect(filterByTag(items, null).map((i) => i.name)).toEqual(["A", "B", "C"]);
  });
});

describe("partners block (spec 2 §3, §4)", () => {
  const partner = (name: string, tags: string[]) => ({
    main_title: text(name),
    tags_repeater: tags.map((t) => ({
      main_title: { fr: t, en: t },
      bg_color_primary: "#dbeafe",
      text_color: "#1e3a8a",
    })),
  });

  it("shows the first 6, then all; the tag filter narrows the list", async () => {
    await renderBlocks(
      [
        block("partners", {
          partners_repeater: [
            ...Array.from({ length: 7 }, (_, i) => partner(`Notaire ${i + 1}`, ["Notaires"])),
            partner("Inspecteur", ["Inspection"]),
          ],
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findAllByRole("heading", { level: 3 })).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "Show all 8 partners" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    const filter = screen.getByRole("group", { name: "Filter partners by category" });
    fireEvent.click(within(filter).getByRole("button", { name: "Inspection" }));
    expect(within(filter).getByRole("button", { name: "Inspection" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Inspecteur"]);
    fireEvent.click(within(filter).getByRole("button", { name: "All" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
  });

  it("paints each tag with its colours, and drops an unsafe one", async () => {
    await renderBlocks([
      block("partners", {
        partners_repeater: [
          partner("A", ["Notaires"]),
          { main_title: text("B"), tags_repeater: [{ name: { fr: "Autre" }, bg_color_primary: "url(x)" }] },
        ],
      }),
    ]);
    const tagItem = (await screen.findAllByText("Notaires")).find((el) => el.tagName === "LI") as HTMLElement;
    expect(tagItem.style.background).toBe("rgb(219, 234, 254)");
    expect(tagItem.style.color).toBe("rgb(30, 58, 138)");
    const other = screen.getAllByText("Autre").find((el) => el.tagName === "LI") as HTMLElement;
    expect(other.style.background).toBe("");
  });
});

describe("bank-partners (spec 2 §2, §3)", () => {
  const banks = [
    { id: "bank-1", name: "Banque du Fleuve" },
    { id: "bank-2", name: "Caisse des Bâtisseurs" },
  ].map((bank) => ({ ...bank, logo: null, employees_repeater: [] }));

  it("the filter lists all institutions until one is chosen", () => {
    expect(banksShown(banks, null)).toHaveLength(2);
    expect(banksShown(banks, "bank-2").map((b) => b.name)).toEqual(["Caisse des Bâtisseurs"]);
  });

  it("shows each institution's logo, name and employees", async () => {
    await renderBlocks(
      [
        block("bank-partners", {
          bank_partners_repeater: [
            {
              name: { fr: "Banque du Fleuve", en: "Bank of the River" },
              employees_repeater: [
                { person_name: text("Geneviève Paquette"), person_subtitle: text("Conseillère") },
              ],
            },
            { name: { fr: "Fiducie Nordique" }, employees_repeater: [{ person_name: text("Jean Boucher") }] },
          ],
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { name: "Bank of the River" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Advisors at Bank of the River" })).toHaveTextContent(
      "Geneviève Paquette",
    );
    const filter = screen.getByRole("group", { name: "Filter by institution" });
    expect(within(filter).getByRole("button", { name: "All institutions" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    fireEvent.click(within(filter).getByRole("button", { name: "Fiducie Nordique" }));
    expect(screen.queryByRole("heading", { name: "Bank of the River" })).not.toBeInTheDocument();
    expect(screen.getByText("Jean Boucher")).toBeInTheDocument();
  });
});
