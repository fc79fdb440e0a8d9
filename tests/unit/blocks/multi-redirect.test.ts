// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { tileSpans, twoDigits } from "~/blocks/content/multi-redirect/tile-layout";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";

const text = (fr: string, en?: string) => ({ type: "text", value: { fr, ...(en ? { en } : {}) } });
const link = (fr: string, url: string) => ({ type: "link", text: { fr }, url: { fr: url } });
const image = { type: "image", media: { fr: { url: "tile.jpg", alt: "Tuile" } } };
const multiRedirect = (items: Record<string, unknown>[], variant?: string): Block => ({
  block_type: "multi-redirect",
  block_params: variant ? { variant } : {},
  fields: { items_repeater: items },
});

describe("multi-redirect grid (spec 2 §2)", () => {
  it.each([
    [1, [6]],
    [2, [3, 3]],
    [3, [2, 2, 2]],
    [4, [3, 3, 3, 3]],
    [5, [2, 2, 2, 3, 3]],
    [6, [2, 2, 2, 2, 2, 2]],
    [7, [2, 2, 2, 3, 3, 3, 3]],
    [8, [2, 2, 2, 2, 2, 2, 3, 3]],
  ])("%i tiles → %j", (count, spans) => {
    expect(tileSpans(count)).toEqual(spans);
    // every row of the 6-column grid is full
    expect(spans.reduce((sum, span) => sum + span, 0) % 6).toBe(0);
  });

  it("numbers tiles with two digits", () => {
    expect(twoDigits(3)).toBe("03");
    expect(twoDigits(12)).toBe("12");
  });
});

describe("multi-redirect tiles (spec 2 §2)", () => {
  it("numbered tiles show a two-digit index, their own when given; the grid follows the tile count", async () => {
    const { container } = await renderBlocks([
      multiRedirect(
        [
          { main_title: text("Un") },
          { main_title: text("Deux"), index: 7 },
          { main_title: text("Trois") },
          {},
        ],
        "numbered",
      ),
    ]);
    expect(await screen.findByText("01")).toBeInTheDocument();
    expect(screen.getByText("07")).toBeInTheDocument();
    expect(screen.getByText("03")).toBeInTheDocument();
    const tiles = [...container.querySelectorAll("li")];
    expect(tiles.map((tile) => tile.getAttribute("data-span"))).toEqual(["3", "3", "3", "3"]);
    expect(container.querySelector('[data-block-type="multi-redirect"]')).toHaveAttribute(
      "data-variant",
      "numbered",
    );
  });

  it("other variants number only the tiles that ask; an unknown variant is horizontal", async () => {
    const { container } = await renderBlocks([
      multiRedirect(
        [{ main_title: text("Un") }, { main_title: text("Deux"), show_number: true }],
        "diagonal",
      ),
    ]);
    expect(await screen.findByText("02")).toBeInTheDocument();
    expect(screen.queryByText("01")).not.toBeInTheDocument();
    expect(container.querySelector("[data-variant]")).toHaveAttribute("data-variant", "horizontal");
  });

  it("a tile leads to its link, else its call to action, in the visitor's language", async () => {
    await renderBlocks(
      [
        multiRedirect([
          { main_title: text("Acheter", "Buy"), link: link("Lien", "/acheter"), cta: link("Bouton", "/x") },
          { main_title: text("Vendre", "Sell"), cta: link("Vendre", "/vendre") },
        ]),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 3, name: "Buy" })).toBeInTheDocument();
    // A link's name ends with its tile's title: "Learn more" alone says nothing of where it leads.
    expect(screen.getByRole("link", { name: "Lien: Buy" })).toHaveAttribute("href", "/en/acheter");
    expect(screen.queryByRole("link", { name: /^Bouton/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vendre: Sell" })).toHaveAttribute("href", "/en/vendre");
  });

  it("an image tile keeps a safe background colour and drops an unsafe one; the icon variant shows icons", async () => {
    const { container } = await renderBlocks([
      multiRedirect([
        { main_title: text("A"), image, image_bg_color: " #fde68a " },
        { main_title: text("B"), image, image_bg_color: "red; background: url(x)" },
      ]),
      multiRedirect([{ main_title: text("C"), image, icon: { type: "home" } }], "icon"),
    ]);
    await screen.findByText("A");
    const media = (name: string) =>
      screen.getByText(name).closest("li")?.querySelector("img")?.parentElement as HTMLElement;
    expect(media("A").style.background).toBe("rgb(253, 230, 138)");
    expect(media("B").getAttribute("style") ?? "").toBe("");
    const iconTile = screen.getByText("C").closest("li") as HTMLElement;
    expect(iconTile.querySelector("img")).toBeNull();
    expect(iconTile.querySelector("svg")).not.toBeNull();
    expect(container.querySelectorAll('[data-block-type="multi-redirect"]')).toHaveLength(2);
  });
});

describe("multi-redirect photos in the first view (issue 24)", () => {
  const tiles = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ main_title: text(`T${i}`), image }));
  const loading = (container: HTMLElement, block: number) =>
    [...container.querySelectorAll('[data-block-type="multi-redirect"]')[block].querySelectorAll("img")].map(
      (img) => `${img.getAttribute("loading")}/${img.getAttribute("fetchpriority") ?? "-"}`,
    );

  it("right under the header, the first three tiles load with the HTML, the first at high priority", async () => {
    const { container } = await renderBlocks([multiRedirect(tiles(4)), multiRedirect(tiles(2))]);
    expect(loading(container, 0)).toEqual(["eager/high", "eager/-", "eager/-", "lazy/-"]);
    // Further down the page every tile waits until it nears the viewport.
    expect(loading(container, 1)).toEqual(["lazy/-", "lazy/-"]);
  });
});
