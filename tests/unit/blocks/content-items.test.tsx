// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { prepareForTest, renderBlocks, stubMatchMedia } from "../render";
import { imageSource } from "../image-source";

const text = (fr: string, en?: string, type = "text") => ({ type, value: { fr, ...(en ? { en } : {}) } });
const block = (block_type: string, fields: Record<string, unknown>, block_params = {}): Block => ({
  block_type,
  block_params,
  fields,
});
const image = (url: string, alt: string) => ({ type: "image", media: { fr: { url, alt } } });

describe("contact-info (spec 3 §3)", () => {
  it("lists each item with its links, in the visitor's language", async () => {
    const { container } = await renderBlocks(
      [
        block("contact-info", {
          main_title: text("Nous joindre", "Reach us"),
          items_repeater: [
            {
              main_title: text("Bureau", "Office"),
              description: text("<p>Lundi au vendredi</p>", "<p>Monday to Friday</p>", "richtext"),
              icon_links_repeater: [
                {
                  icon: { type: "phone" },
                  link: { type: "link", text: { fr: "514 555-0000" }, url: { fr: "tel:+15145550000" } },
                },
                {
                  link: { type: "link", text: { fr: "Courriel", en: "Email" }, url: { fr: "mailto:a@b.ca" } },
                },
                { icon: { type: "phone" } },
              ],
            },
          ],
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Reach us" })).toBeInTheDocument();
    const item = screen.getByRole("heading", { level: 3, name: "Office" }).closest("li") as HTMLElement;
    expect(within(item).getByText("Monday to Friday")).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "514 555-0000" })).toHaveAttribute(
      "href",
      "tel:+15145550000",
    );
    expect(within(item).getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:a@b.ca");
    // an entry without a link is dropped
    expect(within(item).getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector('[data-block-type="contact-info"]')).toBeInTheDocument();
  });
});

describe("qa-accordion (spec 3 §2)", () => {
  it("each question is a disclosure holding its sanitised answer; orientation defaults to left", async () => {
    const { container } = await renderBlocks([
      block(
        "qa-accordion",
        {
          main_title: text("Questions"),
          items_repeater: [
            {
              main_title: text("Combien?"),
              description: text('<p onclick="x()">Gratuit.</p><script>x()</script>', undefined, "richtext"),
            },
            { description: text("Sans question") },
          ],
        },
        { orientation_x: "up" },
      ),
    ]);
    const question = await screen.findByRole("heading", { level: 3, name: "Combien?" });
    const details = question.closest("details") as HTMLElement;
    expect(within(details).getByText("Gratuit.")).not.toHaveAttribute("onclick");
    expect(details.querySelector("script")).toBeNull();
    // an item without its question is dropped
    expect(container.querySelectorAll("details")).toHaveLength(1);
    expect(container.querySelector('[data-block-type="qa-accordion"]')).toHaveAttribute(
      "data-orientation",
      "left",
    );
  });
});

describe("media-carousel (spec 2 §9)", () => {
  stubMatchMedia();

  it("is labelled by its title's words, else a generic label", async () => {
    await renderBlocks(
      [
        block("media-carousel", {
          main_title: text(
            "<p>Nos <strong>réalisations</strong></p>",
            "<p>Our <strong>work</strong></p>",
            "richtext",
          ),
          media_repeater: [{ media: image("a.jpg", "A") }, { media: image("b.jpg", "B") }],
        }),
        block("media-carousel", { media_repeater: [{ media: image("c.jpg", "C") }] }),
      ],
      { locale: "en" },
    );
    const labelled = await screen.findByRole("region", { name: "Our work" });
    expect(imageSource(within(labelled).getByRole("img", { name: "A" }))).toBe("https://assets.test/a.jpg");
    expect(within(labelled).getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    const generic = screen.getByRole("region", { name: "Media gallery" });
    // a single medium is shown without controls
    expect(within(generic).queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("blocks that do nothing in the browser ship no code (ARCHITECTURE §1)", () => {
  it("tiles, cards, contact items, the Q&A, the error block and the theme page are static; carousels, embeds and the test block are not", async () => {
    const types = [
      "multi-redirect",
      "icon-cta-cards",
      "contact-info",
      "qa-accordion",
      "block-error",
      "qa-general-settings",
      "media-carousel",
      "script-embed",
      "test-block",
    ];
    const prepared = await prepareForTest(types.map((type) => block(type, {})));
    expect(Object.fromEntries(prepared.map((entry) => [entry.block_type, entry.static ?? false]))).toEqual({
      "multi-redirect": true,
      "icon-cta-cards": true,
      "contact-info": true,
      "qa-accordion": true,
      "block-error": true,
      "qa-general-settings": true,
      "media-carousel": false,
      "script-embed": false,
      "test-block": false,
    });
  });
});
