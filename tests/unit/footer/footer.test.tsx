// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";
import { imageSource } from "../image-source";

const link = (fr: string, en: string, url: string) => ({
  type: "link",
  text: { fr, en },
  url: { fr: url, en: url },
});
const text = (fr: string, en?: string, type = "text") => ({ type, value: { fr, ...(en ? { en } : {}) } });
const image = (url: string) => ({ type: "image", media: { fr: { url, alt: "" } } });

const footer = (fields: Record<string, unknown> = {}, block_params = {}): Block => ({
  block_type: "footer-classic",
  block_params,
  fields,
});

describe("footer (spec 2 §2, §3)", () => {
  it("links to the locale home page and the legal pages through their translated routes", async () => {
    await renderBlocks([footer()], { locale: "fr" });
    const root = screen.getByRole("contentinfo");
    expect(root).toHaveAttribute("data-block-type", "footer-classic");
    expect(within(root).getByRole("link", { name: "Accueil – Immobilier Horizon" })).toHaveAttribute(
      "href",
      "/fr",
    );
    const terms = within(root).getByRole("link", { name: "Conditions d'utilisation" });
    expect(terms).toHaveAttribute("href", "/fr/conditions-et-utilisation");
    expect(terms).toHaveAttribute("data-internal");
    expect(within(root).getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
      "href",
      "/fr/politique-confidentialite",
    );
    expect(within(root).getByRole("link", { name: /Propulsé par/ })).toHaveAttribute(
      "href",
      "https://horizon-web.example",
    );
  });

  it("the copyright has the year, the agency and the all-rights text, as words (English falls back to French)", async () => {
    await renderBlocks(
      [
        footer({
          agency: text("Agence <b>Horizon</b>", undefined, "richtext"),
          all_rights_reserved: "Tous droits réservés.",
        }),
      ],
      { locale: "en" },
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Agence <b>Horizon</b>. Tous droits réservés.`),
    ).toBeInTheDocument();
  });

  it("menu columns with sub-menus, the call to action and social links named by their text", async () => {
    await renderBlocks(
      [
        footer({
          cta: link("Nous joindre", "Contact us", "/en/contact"),
          menu_repeater: [
            {
              menu_link: link("Acheter", "Buy", "/en/buy"),
              sub_menu_repeater: [{ menu_link: link("Condos", "Condos", "/en/condos") }],
            },
          ],
          icon_links_repeater: [
            {
              icon: { type: "facebook" },
              link: link("Facebook", "Facebook", "https://facebook.com/horizon"),
            },
          ],
        }),
      ],
      { locale: "en" },
    );
    const nav = screen.getByRole("navigation", { name: "Site map" });
    expect(within(nav).getByRole("link", { name: "Buy" })).toHaveAttribute("href", "/en/buy");
    expect(within(nav).getByRole("link", { name: "Condos" })).toHaveAttribute("href", "/en/condos");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en/contact");
    const social = screen.getByRole("list", { name: "Social media" });
    expect(within(social).getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://facebook.com/horizon",
    );
  });

  it("the logo depends on the colour scheme", async () => {
    const logos = { logo_image_light: image("light.svg"), logo_image_dark: image("dark.svg") };
    const dark = await renderBlocks([footer(logos, { color_scheme: "inverted" })]);
    expect(imageSource(dark.container.querySelector("footer img"))).toBe("https://assets.test/light.svg");
    dark.unmount();
    const light = await renderBlocks([footer(logos, { color_scheme: "normal-grey" })]);
    expect(imageSource(light.container.querySelector("footer img"))).toBe("https://assets.test/dark.svg");
  });
});
