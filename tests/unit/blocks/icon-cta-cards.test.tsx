// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import IconCtaCards from "~/blocks/content/icon-cta-cards/IconCtaCards";
import type { IconCtaCardsFields } from "~/blocks/content/icon-cta-cards/fields.server";
import type { PreparedBlock } from "~/blocks/types";
import type { Block } from "~/cms/schema";
import { SchemeOverrideContext } from "~/theme/BlockSection";
import { prepareForTest, renderBlocks, renderWithProviders } from "../render";

const title = (fr: string) => ({ type: "text", value: { fr } });
const cards = (color_scheme: string): Block => ({
  block_type: "icon-cta-cards",
  block_params: { color_scheme },
  fields: {
    cards_repeater: [
      { bg_color_primary: "#0b4a8b", main_title: title("Sombre") },
      { bg_color_primary: "#fde68a", main_title: title("Clair") },
      { bg_color_primary: "#0b4a8b", text_color: "#fde68a", main_title: title("Choisie") },
      { bg_color_primary: "url(x)", text_color: "red;}", main_title: title("Dangereuse") },
      {
        main_title: title("Sans couleur"),
        icon: { type: "phone" },
        cta: { type: "link", text: { fr: "Appeler" }, url: { fr: "tel:+15145550000" } },
      },
    ],
  },
});
const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("icon CTA cards (spec 3 §3, spec 3 §9)", () => {
  it("a card with only a background gets readable text, and the scheme that suits it", async () => {
    await renderBlocks([cards("normal")]);
    await screen.findByText("Sombre");
    expect(card("Sombre").style.background).toBe("rgb(11, 74, 139)");
    expect(card("Sombre").style.color).toBe("rgb(255, 255, 255)");
    expect(card("Sombre")).toHaveClass("scheme-inverted");
    expect(card("Clair").style.color).toBe("rgb(17, 17, 17)");
    expect(card("Clair").className).not.toMatch(/scheme-/);
    expect(card("Choisie").style.color).toBe("rgb(253, 230, 138)");
    expect(card("Dangereuse").getAttribute("style") ?? "").toBe("");
    expect(card("Sans couleur").getAttribute("style") ?? "").toBe("");
    expect(card("Sans couleur").querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Appeler" })).toHaveAttribute("href", "tel:+15145550000");
  });

  it("a light card in a dark block takes the light scheme", async () => {
    await renderBlocks([cards("inverted")]);
    await screen.findByText("Clair");
    expect(card("Clair")).toHaveClass("scheme-normal");
    expect(card("Sombre").className).not.toMatch(/scheme-/);
  });

  it("cards follow the scheme edit mode previews for their block", async () => {
    const [block] = (await prepareForTest([cards("normal")])) as PreparedBlock<IconCtaCardsFields>[];
    renderWithProviders(
      <SchemeOverrideContext.Provider value="inverted">
        <IconCtaCards block={block} fields={block.fields} index={1} />
      </SchemeOverrideContext.Provider>,
    );
    await screen.findByText("Sombre");
    expect(card("Sombre").className).not.toMatch(/scheme-/);
    expect(card("Clair")).toHaveClass("scheme-normal");
  });
});
