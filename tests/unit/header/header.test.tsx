// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import headerFields, { headerFieldsSchema } from "~/blocks/header/fields.server";
import { variantOf } from "~/blocks/header/header-constants";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";
import { imageSource } from "../image-source";

const link = (fr: string, en: string, url: string) => ({
  type: "link",
  text: { fr, en },
  url: { fr: url, en: url },
});
const text = (fr: string, en?: string) => ({ type: "text", value: { fr, ...(en ? { en } : {}) } });
const image = (url: string) => ({ type: "image", media: { fr: { url, alt: "" } } });

const menu = [
  { menu_link: link("Acheter", "Buy", "/en/buy") },
  {
    menu_link: link("Services", "Services", "/en/services"),
    sub_menu_repeater: [{ menu_link: link("Évaluation", "Valuation", "/en/valuation") }],
    group_menu_repeater: [
      {
        main_title: text("Équipe", "Team"),
        sub_menu_repeater: [
          {
            menu_link: link("Nos courtiers", "Our brokers", "/en/brokers"),
            image: image("brokers.jpg"),
            description: text("Rencontrez-les", "Meet them"),
          },
        ],
      },
    ],
  },
];

const header = (block_type: string, fields: Record<string, unknown> = {}, block_params = {}): Block => ({
  block_type,
  block_params,
  fields: { menu_repeater: menu, ...fields },
});

/** The bar's navigation (the mobile panel, inside its dialog, has one with the same name). */
const desktopNav = () =>
  screen
    .getAllByRole("navigation", { name: "Main navigation" })
    .find((nav) => !nav.closest("[role=dialog]"))!;

describe("header fields (spec 2 §3)", () => {
  it("orientation defaults: center for classic and megamenu, left for out-of-norm; logo multiplier 1", () => {
    expect(headerFieldsSchema("header-classic").parse({}).orientation_x).toBe("center");
    expect(headerFieldsSchema("header-megamenu").parse({ orientation_x: "right" }).orientation_x).toBe(
      "center",
    );
    expect(headerFieldsSchema("header-out-of-norm").parse({}).orientation_x).toBe("left");
    expect(headerFieldsSchema("header-classic").parse({ logo_multiplier: 9 }).logo_multiplier).toBe(1);
  });

  it("the block type picks the variant's schema", () => {
    expect(variantOf("header-out-of-norm")).toBe("header-out-of-norm");
    const parsed = headerFields.parse({ block_type: "header-out-of-norm", block_params: {}, fields: {} });
    expect(parsed.success && parsed.data.orientation_x).toBe("left");
  });
});

describe("header (spec 2 §2, §4)", () => {
  it("the logo links to the locale home page; menu links are prepared, internal anchors in both menus", async () => {
    const { container } = await renderBlocks([header("header-classic")], { locale: "en" });
    const root = container.querySelector("header")!;
    expect(root).toHaveAttribute("data-block-type", "header-classic");
    expect(root).toHaveAttribute("data-variant", "header-classic");
    expect(root).toHaveAttribute("data-orientation", "center");
    const home = within(root).getByRole("link", { name: "Home – Horizon Real Estate" });
    expect(home).toHaveAttribute("href", "/en");
    expect(home).toHaveAttribute("data-internal");

    const buy = within(desktopNav()).getByRole("link", { name: "Buy" });
    expect(buy).toHaveAttribute("href", "/en/buy");
    expect(buy).toHaveAttribute("data-internal");
    // The mobile panel holds the same links (hidden until opened).
    const mobile = screen.getByRole("dialog", { hidden: true });
    expect(within(mobile).getByRole("link", { name: "Buy", hidden: true })).toHaveAttribute(
      "href",
      "/en/buy",
    );
    expect(within(mobile).getByRole("link", { name: "Valuation", hidden: true })).toHaveAttribute(
      "href",
      "/en/valuation",
    );
  });

  it("a desktop sub-menu opens on click and closes on Escape, focus back on its trigger", async () => {
    await renderBlocks([header("header-megamenu")], { locale: "en" });
    const trigger = within(desktopNav()).getByRole("button", { name: "Services" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(trigger.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(desktopNav()).toHaveAttribute("data-dimmed");
    expect(within(panel).getByRole("link", { name: "Valuation" })).toHaveAttribute("href", "/en/valuation");
    // A group entry without a main title shows its link's text, with its image and description.
    const group = within(panel).getByRole("group", { name: "Team" });
    const entry = within(group).getByRole("link", { name: /Our brokers/ });
    expect(entry).toHaveAttribute("href", "/en/brokers");
    expect(within(entry).getByText("Meet them")).toBeInTheDocument();
    expect(imageSource(entry.querySelector("img"))).toBe("https://assets.test/brokers.jpg");

    await userEvent.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it("the mobile menu opens from the menu button, its sub-menus are accordions, Escape closes it", async () => {
    await renderBlocks(
      [header("header-classic", { cta_button: link("Nous joindre", "Contact us", "/en/contact") })],
      {
        locale: "en",
      },
    );
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Menu" });

    const services = within(dialog).getByRole("button", { name: "Services" });
    const list = document.getElementById(services.getAttribute("aria-controls")!)!;
    expect(list).not.toBeVisible();
    await userEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    // Group entries are listed in the accordion too.
    expect(within(list).getByRole("link", { name: "Our brokers" })).toHaveAttribute("href", "/en/brokers");
    expect(within(dialog).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en/contact");

    act(() => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("the super-header (megamenu, out-of-norm) has sup-sections and the brand version's network logo", async () => {
    const { container } = await renderBlocks(
      [
        header("header-out-of-norm", {
          sup_sections_repeater: [{ menu_link: link("Carrières", "Careers", "/en/careers") }],
          show_remax_logo: true,
        }),
      ],
      { locale: "en", site: { brandVersion: 2 } },
    );
    const root = container.querySelector("header")!;
    expect(root).toHaveAttribute("data-orientation", "left");
    expect(within(root).getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/en/careers");
    expect(within(root).getByRole("img", { name: "Member of the Horizon network" })).toHaveAttribute(
      "src",
      "/images/logos/network-v2.svg",
    );
  });

  it("the classic header has no super-header", async () => {
    await renderBlocks(
      [
        header("header-classic", {
          sup_sections_repeater: [{ menu_link: link("Carrières", "Careers", "/en/careers") }],
          show_remax_logo: true,
        }),
      ],
      { locale: "en" },
    );
    expect(screen.queryByRole("link", { name: "Careers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Member of the Horizon network" })).not.toBeInTheDocument();
  });

  it("the logo follows the colour scheme: the light logo on a dark scheme, the dark one otherwise", async () => {
    const logos = { logo_image_light: image("light.svg"), logo_image_dark: image("dark.svg") };
    const { container, unmount } = await renderBlocks([
      header("header-classic", logos, { color_scheme: "inverted" }),
    ]);
    expect(container.querySelector("header a[data-internal] img")).toHaveAttribute(
      "src",
      "https://assets.test/light.svg",
    );
    unmount();
    const normal = await renderBlocks([header("header-classic", logos)]);
    expect(normal.container.querySelector("header a[data-internal] img")).toHaveAttribute(
      "src",
      "https://assets.test/dark.svg",
    );
  });
});
