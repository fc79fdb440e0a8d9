// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { splitStatistics } from "~/blocks/content/statistics/Statistics";
import { headerFieldsSchema } from "~/blocks/header/fields.server";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";

const text = (fr: string, en?: string, type = "text") => ({ type, value: { fr, ...(en ? { en } : {}) } });
const link = (fr: string, en: string, url: string) => ({
  type: "link",
  text: { fr, en },
  url: { fr: url, en: url },
});
const block = (
  block_type: string,
  fields: Record<string, unknown>,
  block_params: Record<string, unknown> = {},
): Block => ({
  block_type,
  block_params,
  fields,
});

describe("blocks render their CMS fields", () => {
  it("the first block holds the h1, later ones h2; English falls back to French", async () => {
    await renderBlocks(
      [
        block("hero-content-1", {
          main_title: text("Bienvenue", "Welcome"),
          cta_repeater: [{ cta: link("Contact", "Contact", "/contact") }],
        }),
        block("text-block-2", { main_title: text("Seulement en français") }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Seulement en français" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/en/contact");
  });

  it("enumerations fall back to their documented defaults", async () => {
    const { container } = await renderBlocks([
      block("text-block-2", { text_align: "diagonal", main_title: text("A") }),
      block("hero-content-2", { main_title: text("B") }, { orientation_x: "center" }),
      block("hero-cta", { main_title: text("C") }, { align_y: "top" }),
      block("hero-content-1", { main_title: text("D") }, { orientation_x: "up" }),
    ]);
    await screen.findByText("A");
    expect(container.querySelector("[data-align]")).toHaveAttribute("data-align", "center");
    expect(container.querySelector('[data-block-type="hero-content-2"]')).toHaveAttribute(
      "data-orientation",
      "center",
    );
    expect(container.querySelector('[data-block-type="hero-cta"]')).toHaveAttribute("data-align", "center");
    expect(container.querySelector('[data-block-type="hero-content-1"]')).toHaveAttribute(
      "data-orientation",
      "left",
    );
  });

  it("an unknown colour scheme is ignored with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = await renderBlocks([
      block("text-block-2", { main_title: text("A") }, { color_scheme: "neon" }),
    ]);
    await screen.findByText("A");
    expect(container.querySelector("section")).toHaveAttribute("data-scheme", "normal");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("neon"));
    warn.mockRestore();
  });

  it("an unknown block type and a block with bad fields render nothing, the page still renders", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderBlocks([
      block("mystery", {}),
      block("spacer", { size: "huge" }),
      block("text-block-2", { main_title: text("Encore là") }),
    ]);
    expect(await screen.findByText("Encore là")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("mystery"));
    warn.mockRestore();
  });

  it("numbered multi-redirect tiles show two-digit indexes", async () => {
    await renderBlocks([
      block(
        "multi-redirect",
        { items_repeater: [{ main_title: text("Un") }, { main_title: text("Deux") }] },
        { variant: "numbered" },
      ),
    ]);
    expect(await screen.findByText("01")).toBeInTheDocument();
    expect(screen.getByText("02")).toBeInTheDocument();
  });

  it("qa-accordion lists each question", async () => {
    await renderBlocks([
      block("qa-accordion", {
        items_repeater: [
          { main_title: text("Combien?"), description: text("<p>Gratuit.</p>", undefined, "richtext") },
        ],
      }),
    ]);
    expect(await screen.findByRole("heading", { name: "Combien?" })).toBeInTheDocument();
    expect(screen.getByText("Gratuit.")).toBeInTheDocument();
  });

  it("the footer links to the legal pages and shows the copyright year", async () => {
    await renderBlocks(
      [
        block("footer-classic", {
          agency: text("Agence", "Agency"),
          all_rights_reserved: text("Tous droits réservés.", "All rights reserved."),
        }),
      ],
      { locale: "en" },
    );
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Terms of use" })).toHaveAttribute(
      "href",
      "/en/terms-of-use",
    );
    expect(within(footer).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/en/privacy-policy",
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Agency. All rights reserved.`),
    ).toBeInTheDocument();
    // Until the consent platform is ready its button is in the HTML but hidden (global.css).
    expect(within(footer).getByRole("button", { name: "Cookie preferences" }).closest("li")).toHaveAttribute(
      "data-consent-preferences",
    );
    expect(document.documentElement).not.toHaveAttribute("data-consent-ready");
  });
});

describe("block rules", () => {
  it("statistics with an image are separated from those without (spec 3 §2)", () => {
    const image = { type: "image" as const, media: { fr: { url: "a.svg" } } };
    const { withImage, withoutImage } = splitStatistics([{ image }, {}, { image }] as never);
    expect(withImage).toHaveLength(2);
    expect(withoutImage).toHaveLength(1);
  });

  it("header orientation defaults: center for classic and megamenu, left for out-of-norm (spec 2 §3)", () => {
    expect(headerFieldsSchema("header-classic").parse({}).orientation_x).toBe("center");
    expect(headerFieldsSchema("header-megamenu").parse({ orientation_x: "right" }).orientation_x).toBe(
      "center",
    );
    expect(headerFieldsSchema("header-out-of-norm").parse({}).orientation_x).toBe("left");
    expect(headerFieldsSchema("header-classic").parse({}).logo_multiplier).toBe(1);
  });

  it("block-error shows the editor's texts, or the default title with the status and its action", async () => {
    await renderBlocks(
      [
        block("text-block-2", { main_title: text("Page") }),
        block("block-error", {
          status_code: 404,
          main_title: text("Annonce retirée", "Listing withdrawn"),
          description: text("Vendue.", "Sold."),
        }),
        block("block-error", { status_code: 403 }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Listing withdrawn" })).toBeInTheDocument();
    expect(screen.getByText("Sold.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/en");
    expect(screen.getByRole("heading", { level: 2, name: "403 error" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refresh the page" })).toBeInTheDocument();
    const regions = screen.getAllByRole("region");
    expect(new Set(regions.map((region) => region.getAttribute("aria-labelledby"))).size).toBe(
      regions.length,
    );
  });
});
