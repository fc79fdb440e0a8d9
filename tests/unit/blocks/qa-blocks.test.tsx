// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";

const block = (block_type: string, fields: Record<string, unknown>): Block => ({
  block_type,
  block_params: {},
  fields,
});

describe("internal test block (spec 3 §2)", () => {
  it("has tabs for CMS texts, links, media, edito, components, responsive and scripts", async () => {
    const { container } = await renderBlocks(
      [
        block("test-block", {
          texts_repeater: [
            { text: { type: "textarea", value: { fr: "Ligne" } } },
            { text: { type: "richtext", value: { fr: "<p>Riche</p>", en: "<p>Rich</p>" } } },
            { text: "Simple" },
            { text: 42 },
          ],
          links_repeater: [{ link: { type: "link", text: { fr: "Accueil", en: "Home" }, url: { fr: "/" } } }],
          script: { type: "code", value: { fr: "console.log(1)" } },
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Test block" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "CMS texts",
      "Links",
      "Media",
      "Edito",
      "Components",
      "Breakpoints",
      "Scripts",
    ]);
    // each text sample shows the kind the CMS gave it; a malformed one is dropped
    const texts = screen.getByRole("tabpanel", { name: "CMS texts" });
    expect([...texts.querySelectorAll("code")].map((code) => code.textContent)).toEqual([
      "textarea",
      "richtext",
      "text",
    ]);
    expect(within(texts).getByText("Rich")).toBeInTheDocument();
    expect(within(texts).getByText("Simple")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home", hidden: true })).toHaveAttribute("href", "/en");
    expect(container.querySelector("pre")).toHaveTextContent("console.log(1)");
    expect(container.querySelector('[data-block-type="test-block"]')).toBeInTheDocument();
  });

  it("says when there is no script", async () => {
    await renderBlocks([block("test-block", {})], { locale: "en" });
    expect(await screen.findByText("No script")).toBeInTheDocument();
  });
});

describe("QA general settings (spec 1 §2)", () => {
  it("shows the site's theme: preset, radii, greys and each colour scheme's values", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = await renderBlocks(
      [
        block("qa-general-settings", {
          theme: {
            preset: "rouge",
            radius: { "border-radius-1": 8 },
            color_schemes: { inverted: { "section-bg": "#102030", border: "red;}" } },
          },
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "General settings" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Preset: rouge" })).toBeInTheDocument();
    const swatch = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(swatch("--color-accent")).toBe("#b0102a");
    expect(swatch("--border-radius-1")).toBe("8px");
    expect(swatch("--border-radius-2")).toBe("0px");
    expect(container.querySelectorAll("ul li[style]")).toHaveLength(10);
    const inverted = screen.getByRole("heading", { level: 3, name: "inverted" }).parentElement as HTMLElement;
    expect(inverted).toHaveClass("scheme-inverted");
    expect(within(inverted).getByText("Dark")).toBeInTheDocument();
    const value = (name: string) => within(inverted).getByText(name).nextElementSibling?.textContent;
    expect(value("--section-bg")).toBe("#102030");
    expect(value("--border")).toBe("rgba(255, 255, 255, 0.3)");
    const normal = screen.getByRole("heading", { level: 3, name: "normal" }).parentElement as HTMLElement;
    expect(within(normal).getByText("Light")).toBeInTheDocument();
    expect(container.querySelector('[data-block-type="qa-general-settings"]')).toBeInTheDocument();
    // odd theme values are reported on the server, where the page is prepared
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("red;}"));
    warn.mockRestore();
  });

  it("without a theme it shows the default preset", async () => {
    await renderBlocks([block("qa-general-settings", { theme: {} })], { locale: "fr" });
    expect(
      await screen.findByRole("heading", { level: 2, name: /^Préréglage\s:\sbleu$/ }),
    ).toBeInTheDocument();
  });
});
