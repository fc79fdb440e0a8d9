// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { StatisticsFields } from "~/blocks/content/statistics/fields.server";
import { splitStatistics } from "~/blocks/content/statistics/Statistics";
import type { Block } from "~/cms/schema";
import { prepareForTest, renderBlocks } from "../render";

const text = (fr: string, en?: string, type = "text") => ({ type, value: { fr, ...(en ? { en } : {}) } });
const link = (fr: string, en: string, url: string) => ({
  type: "link",
  text: { fr, en },
  url: { fr: url, en: url },
});
const image = (url: string) => ({ type: "image", media: { fr: { url, alt: "" } } });
const block = (
  block_type: string,
  fields: Record<string, unknown>,
  block_params: Record<string, unknown> = {},
): Block => ({ block_type, block_params, fields });

const root = (container: HTMLElement, type: string) => [
  ...container.querySelectorAll<HTMLElement>(`[data-block-type="${type}"]`),
];

describe("hero blocks (spec 2 §2, §5)", () => {
  it("hero CTA: align_y from the block parameters, else from its fields, else center", async () => {
    const { container } = await renderBlocks([
      block("hero-cta", { main_title: text("A"), align_y: "center" }, { align_y: "bottom" }),
      block("hero-cta", { main_title: text("B"), align_y: "bottom" }),
      block("hero-cta", { main_title: text("C"), align_y: "top" }, { align_y: "top" }),
    ]);
    await screen.findByText("A");
    expect(root(container, "hero-cta").map((hero) => hero.dataset.align)).toEqual([
      "bottom",
      "bottom",
      "center",
    ]);
  });

  it("hero CTA: the first block's title is the h1; logo, subtitles and calls to action show", async () => {
    await renderBlocks(
      [
        block("hero-cta", {
          logo: image("logo.svg"),
          main_title: text("Titre", "Title"),
          sub_title: text("Sous-titre", "Subtitle"),
          under_sub_title: text("Dessous", "Below"),
          cta_repeater: [{ cta: link("Nous joindre", "Contact us", "/contact") }],
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Title" })).toBeInTheDocument();
    expect(screen.getByText("Subtitle")).toBeInTheDocument();
    expect(screen.getByText("Below")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en/contact");
    expect(document.querySelector("img")).toHaveAttribute("src", "https://assets.test/logo.svg");
  });

  it("hero content 2: orientation_x left, right or center, left by default", async () => {
    const { container } = await renderBlocks([
      block("hero-content-2", { main_title: text("A") }, { orientation_x: "center" }),
      block("hero-content-2", { main_title: text("B") }, { orientation_x: "right" }),
      block("hero-content-2", { main_title: text("C") }, { orientation_x: "up" }),
    ]);
    await screen.findByText("A");
    expect(root(container, "hero-content-2").map((hero) => hero.dataset.orientation)).toEqual([
      "center",
      "right",
      "left",
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "A" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "B" })).toBeInTheDocument();
  });

  it("hero infos: list items, and icon links named by their link text", async () => {
    const { container } = await renderBlocks(
      [
        block(
          "hero-infos",
          {
            main_title: text("Infos"),
            list_items_repeater: [{ description: text("Un", "One") }, { description: text("Deux", "Two") }],
            icon_links_repeater: [
              { icon: { type: "icon", name: "phone" }, link: link("Appeler", "Call", "tel:5551234") },
              // No icon name: nothing to draw, so the link is left out.
              { icon: { type: "icon" }, link: link("Vide", "Empty", "/vide") },
            ],
          },
          { orientation_x: "right" },
        ),
      ],
      { locale: "en" },
    );
    await screen.findByText("Infos");
    const hero = root(container, "hero-infos")[0];
    expect(hero).toHaveAttribute("data-orientation", "right");
    expect(within(hero).getByText("One")).toBeInTheDocument();
    expect(within(hero).getByText("Two")).toBeInTheDocument();
    expect(within(hero).getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:5551234");
    expect(within(hero).queryByRole("link", { name: "Empty" })).not.toBeInTheDocument();
  });
});

describe("content blocks (spec 2 §5, spec 3 §2, §3)", () => {
  it("text block 2: text_align as the CMS says, center when unknown", async () => {
    const { container } = await renderBlocks([
      block("text-block-2", { main_title: text("A"), text_align: "right" }),
      block("text-block-2", { main_title: text("B"), text_align: "diagonal" }),
    ]);
    await screen.findByText("A");
    const aligned = [...container.querySelectorAll<HTMLElement>("[data-align]")];
    expect(aligned.map((element) => element.dataset.align)).toEqual(["right", "center"]);
    expect(aligned[0]).toHaveStyle({ textAlign: "right" });
  });

  it("highlights and image-text: orientation_x from the parameters or the fields, left by default", async () => {
    const { container } = await renderBlocks([
      block("highlights", {
        main_title: text("H"),
        orientation_x: "right",
        list_items_repeater: [{ main_title: text("Point") }],
      }),
      block("image-text", { main_title: text("I") }, { orientation_x: "diagonal" }),
      block("text-image-double", { main_title: text("T") }, { orientation_x: "right" }),
    ]);
    expect(await screen.findByRole("heading", { level: 3, name: "Point" })).toBeInTheDocument();
    expect(root(container, "highlights")[0]).toHaveAttribute("data-orientation", "right");
    expect(root(container, "image-text")[0]).toHaveAttribute("data-orientation", "left");
    expect(root(container, "text-image-double")[0]).toHaveAttribute("data-orientation", "right");
  });

  it("list: each item with its icon (a check by default), title and description", async () => {
    const { container } = await renderBlocks([
      block("list", {
        main_title: text("Liste"),
        list_items_repeater: [
          { main_title: text("Premier"), description: text("Détail") },
          { icon: { type: "icon", name: "star" }, main_title: text("Second") },
        ],
      }),
    ]);
    await screen.findByText("Liste");
    const items = within(root(container, "list")[0]).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("heading", { level: 3, name: "Premier" })).toBeInTheDocument();
    expect(within(items[0]).getByText("Détail")).toBeInTheDocument();
    expect(items[0].querySelector("svg")).not.toBeNull();
    expect(items[1].querySelector("svg")).not.toBeNull();
  });

  it("statistics with an image are listed apart from those without (spec 3 §2)", async () => {
    const { container } = await renderBlocks([
      block("statistics", {
        main_title: text("Chiffres"),
        statistics_repeater: [
          { main_title: text("12"), image: image("a.svg") },
          { main_title: text("34") },
          { main_title: text("56"), image: image("b.svg") },
        ],
      }),
    ]);
    await screen.findByText("Chiffres");
    const lists = within(root(container, "statistics")[0]).getAllByRole("list");
    expect(lists).toHaveLength(2);
    expect(
      within(lists[0])
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["34"]);
    expect(
      within(lists[1])
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["12", "56"]);
    expect(lists[1].querySelectorAll("img")).toHaveLength(2);
  });

  it("splitStatistics keeps the order within each group", async () => {
    const [prepared] = await prepareForTest([
      block("statistics", {
        statistics_repeater: [
          { main_title: text("a"), image: image("a.svg") },
          { main_title: text("b") },
          { main_title: text("c"), image: image("c.svg") },
        ],
      }),
    ]);
    const { withImage, withoutImage } = splitStatistics(
      (prepared.fields as StatisticsFields).statistics_repeater,
    );
    expect(withImage.map((item) => item.main_title)).toEqual([
      { kind: "text", text: "a" },
      { kind: "text", text: "c" },
    ]);
    expect(withoutImage.map((item) => item.main_title)).toEqual([{ kind: "text", text: "b" }]);
  });

  it("spacer: small, medium and large sizes or pixels; an unknown size is medium", async () => {
    const { container } = await renderBlocks([
      block("spacer", { size: "small" }),
      block("spacer", { size: "large" }),
      block("spacer", { size: 200 }),
      block("spacer", { size: "huge" }),
      block("spacer", {}),
    ]);
    await vi.waitFor(() => expect(root(container, "spacer")).toHaveLength(5), { timeout: 10_000 });
    const spacers = root(container, "spacer");
    expect(spacers.map((spacer) => spacer.style.height)).toEqual(["32px", "128px", "200px", "64px", "64px"]);
    expect(spacers.every((spacer) => spacer.getAttribute("aria-hidden") === "true")).toBe(true);
  });
});
