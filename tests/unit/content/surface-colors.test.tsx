// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { CmsLink } from "~/content/CmsLink";
import { linkFieldSchema } from "~/content/fields.server";
import { surfaceColors } from "~/content/surface-colors";
import { schemeForSurface } from "~/theme/schemes";
import { prepareField, renderBlocks, renderWithProviders } from "../render";

const block = (
  block_params: Record<string, unknown>,
  fields: Record<string, unknown> = {},
  block_type = "text-block-2",
): Block => ({
  block_type,
  block_params,
  fields,
});

describe("a background colour without a text colour gets readable text (spec 3 §9: dark when the RGB sum ≤ 382.5)", () => {
  it("dark backgrounds get light text, light ones dark text", () => {
    expect(surfaceColors("#0b4a8b", null)).toEqual({ background: "#0b4a8b", text: "#ffffff", dark: true });
    expect(surfaceColors("#7f7f7f", undefined).text).toBe("#ffffff"); // sum 381
    expect(surfaceColors("#808080", undefined).text).toBe("#111111"); // sum 384
    expect(surfaceColors("rgb(253, 230, 138)", undefined)).toEqual({
      background: "rgb(253, 230, 138)",
      text: "#111111",
      dark: false,
    });
  });

  it("a CMS text colour always wins", () => {
    expect(surfaceColors("#0b4a8b", "#fde68a")).toEqual({
      background: "#0b4a8b",
      text: "#fde68a",
      dark: true,
    });
    expect(surfaceColors(null, "#123456")).toEqual({
      background: undefined,
      text: "#123456",
      dark: undefined,
    });
  });

  it("translucent or unreadable backgrounds are kept but not judged", () => {
    expect(surfaceColors("rgba(0, 0, 0, 0.2)", null)).toEqual({
      background: "rgba(0, 0, 0, 0.2)",
      text: undefined,
      dark: undefined,
    });
    expect(surfaceColors("transparent", null).text).toBeUndefined();
    expect(surfaceColors("#00000080", null).text).toBeUndefined();
    expect(surfaceColors("rgba(0, 0, 0, 1)", null).text).toBe("#ffffff");
  });

  it("unsafe colours are dropped", () => {
    expect(surfaceColors("red; background: url(x)", "blue;}")).toEqual({
      background: undefined,
      text: undefined,
      dark: undefined,
    });
  });

  it("a surface takes the opposite scheme only when its darkness differs", () => {
    expect(schemeForSurface("normal", true)).toBe("inverted");
    expect(schemeForSurface("normal-grey", true)).toBe("inverted");
    expect(schemeForSurface("inverted", false)).toBe("normal");
    expect(schemeForSurface("normal", false)).toBe("normal");
    expect(schemeForSurface("inverted", true)).toBe("inverted");
    expect(schemeForSurface("normal", undefined)).toBe("normal");
  });
});

describe("CMS colours on blocks, cards and buttons", () => {
  it("a block with a dark background and no text colour gets light text and the inverted scheme's colours", async () => {
    const { container } = await renderBlocks([
      block({ color_scheme: "normal", bg_color_primary: "#1b3a5c" }),
    ]);
    const section = container.querySelector("section");
    expect(section?.style.getPropertyValue("--block-bg")).toBe("#1b3a5c");
    expect(section?.style.getPropertyValue("--block-text")).toBe("#ffffff");
    expect(section).toHaveClass("scheme-inverted");
    expect(section).toHaveAttribute("data-scheme", "normal");
  });

  it("a block keeps its scheme and the CMS text colour when both are given", async () => {
    const { container } = await renderBlocks([
      block({ color_scheme: "inverted", bg_color_primary: "#0b2545", text_color: "#fde68a" }),
    ]);
    const section = container.querySelector("section");
    expect(section?.style.getPropertyValue("--block-text")).toBe("#fde68a");
    expect(section).toHaveClass("scheme-inverted");
  });

  it("a block without custom colours is untouched", async () => {
    const { container } = await renderBlocks([block({ color_scheme: "normal-grey" })]);
    const section = container.querySelector("section");
    expect(section?.getAttribute("style") ?? "").toBe("");
    expect(section).toHaveClass("scheme-normal-grey");
  });

  it("icon CTA cards with only a background get readable text", async () => {
    const title = (fr: string) => ({ type: "text", value: { fr } });
    await renderBlocks([
      block(
        { color_scheme: "normal" },
        {
          cards_repeater: [
            { bg_color_primary: "#0b4a8b", main_title: title("Sombre") },
            { bg_color_primary: "#fde68a", main_title: title("Clair") },
            { bg_color_primary: "#0b4a8b", text_color: "#fde68a", main_title: title("Choisie") },
            { main_title: title("Sans couleur") },
          ],
        },
        "icon-cta-cards",
      ),
    ]);
    const card = (name: string) => screen.getByRole("heading", { name }).closest("li") as HTMLElement;
    expect(card("Sombre").style.color).toBe("rgb(255, 255, 255)");
    expect(card("Sombre")).toHaveClass("scheme-inverted");
    expect(card("Clair").style.color).toBe("rgb(17, 17, 17)");
    expect(card("Clair")).not.toHaveClass("scheme-normal");
    expect(card("Choisie").style.color).toBe("rgb(253, 230, 138)");
    expect(card("Sans couleur").getAttribute("style") ?? "").toBe("");
  });

  it("a button link with only a background colour gets readable text; a plain link ignores the background", () => {
    const link = (type: string, format: Record<string, string>) =>
      prepareField(linkFieldSchema, {
        type: "link",
        text: type,
        url: "/contact",
        format: { type, ...format },
      });
    renderWithProviders(
      <>
        <CmsLink link={link("button-primary", { bg_color: "#1b1d21" })} />
        <CmsLink link={link("button-secondary", { bg_color: "#fde68a" })} />
        <CmsLink link={link("button", { bg_color: "#1b1d21", color: "#fde68a" })} />
        <CmsLink link={link("link", { bg_color: "#1b1d21" })} />
      </>,
    );
    const style = (name: string) => screen.getByRole("link", { name }).style;
    expect(style("button-primary").getPropertyValue("--link-color")).toBe("#ffffff");
    expect(style("button-primary").getPropertyValue("--link-bg")).toBe("#1b1d21");
    expect(style("button-secondary").getPropertyValue("--link-color")).toBe("#111111");
    expect(style("button").getPropertyValue("--link-color")).toBe("#fde68a");
    expect(style("link").getPropertyValue("--link-color")).toBe("");
  });
});
