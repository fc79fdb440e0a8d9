// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { Block } from "~/cms/schema";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { prepareForTest, renderBlocks, stubMatchMedia } from "../render";
import { imageSource } from "../image-source";

const text = (fr: string, en = fr) => ({ type: "text", value: { fr, en } });
const block = (block_type: string, fields: Record<string, unknown>, block_params = {}): Block => ({
  block_type,
  block_params,
  fields,
});

stubMatchMedia();

const IDENTS = ["100-perct", "diamant", "platine", "titan", "select"];

describe("rewards (spec 3 §3, §4)", () => {
  it("shows the first 3 rewards, then all after 'show more'", async () => {
    await renderBlocks(
      [
        block("rewards", {
          main_title: text("Nos distinctions", "Our awards"),
          rewards_repeater: IDENTS.map((ident) => ({
            reward_ident: ident,
            main_title: text(`Prix ${ident}`),
          })),
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findAllByRole("heading", { level: 3 })).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Show all 5 awards" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(5);
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("draws the French badge file of each identifier, dark on a light scheme and light on a dark one", async () => {
    const { container } = await renderBlocks([
      block("rewards", { rewards_repeater: [{ reward_ident: "diamant" }] }),
      block("rewards", { rewards_repeater: [{ reward_ident: "titan" }] }, { color_scheme: "inverted" }),
    ]);
    await screen.findAllByRole("listitem");
    const sources = [...container.querySelectorAll("img")].map((img) => imageSource(img));
    expect(sources).toEqual(["/images/rewards/diamant-fr-dark.svg", "/images/rewards/titan-fr-light.svg"]);
  });

  it("drops an unknown reward identifier, which has no badge", async () => {
    const [prepared] = await prepareForTest([
      block("rewards", { rewards_repeater: [{ reward_ident: "unknown" }, { reward_ident: "pinacle" }] }),
    ]);
    expect((prepared.fields as { rewards_repeater: unknown[] }).rewards_repeater).toHaveLength(1);
  });
});

describe("testimonials-reviews (spec 3 §2, §9)", () => {
  it("shows the average rounded to 2 decimals, its stars rounded to halves and the total", async () => {
    await renderBlocks(
      [
        block("testimonials-reviews", {
          main_title: text("Avis", "Reviews"),
          total_reviews: 128,
          average_score: 4.666,
          testimonials_repeater: [
            {
              author_name: text("Isabelle"),
              description: text("Parfait"),
              review_score: 4.8,
              review_date: "2025-09-14",
            },
          ],
        }),
      ],
      { locale: "en" },
    );
    expect(await screen.findByText("4.67")).toBeInTheDocument();
    // the summary: 4.666 → 4.5 stars; the review: 4.8 → 5 stars
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("Based on 128 reviews")).toBeInTheDocument();
    expect(screen.getByText("September 14, 2025")).toHaveAttribute("datetime", "2025-09-14");
  });

  it("writes the average the French way in French", async () => {
    await renderBlocks([block("testimonials-reviews", { average_score: 3.14159, total_reviews: 1 })]);
    expect(await screen.findByText("3,14")).toBeInTheDocument();
    expect(screen.getByText("Selon 1 avis")).toBeInTheDocument();
  });
});

describe("testimony popup (spec 3 §4)", () => {
  it("opens from a cut text's 'show more', requests scroll prevention, and returns focus on closing", async () => {
    // jsdom lays nothing out: a text taller than its box is simulated for the measure.
    const height = vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(500);
    const { store } = await renderBlocks(
      [
        block("testimonials-slider", {
          testimonials_repeater: [
            { author_name: text("Samuel Bélanger"), description: text("Un très long témoignage") },
          ],
        }),
      ],
      { locale: "en" },
    );
    const more = await screen.findByRole("button", { name: "Read more" });
    more.focus();
    fireEvent.click(more);
    const dialog = await screen.findByRole("dialog", { name: "Samuel Bélanger" });
    expect(within(dialog).getByText("Un très long témoignage")).toBeInTheDocument();
    expect(store.get(isScrollPreventedAtom)).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(store.get(isScrollPreventedAtom)).toBe(false);
    expect(more).toHaveFocus();
    height.mockRestore();
  });

  it("offers no 'show more' when the text fits", async () => {
    await renderBlocks([
      block("testimonials-broker", {
        testimonials_repeater: [{ broker_name: text("Julie"), description: text("Court") }],
      }),
    ]);
    await screen.findByText("Court");
    expect(screen.queryByRole("button", { name: "Lire la suite" })).not.toBeInTheDocument();
  });
});

describe("testimonials-broker (spec 3 §3)", () => {
  it("puts the image on the right by default and on the left when asked, with a checked highlight colour", async () => {
    const { container } = await renderBlocks([
      block("testimonials-broker", { highlight_color: "#c8102e", testimonials_repeater: [] }),
      block("testimonials-broker", { highlight_color: "url(x)" }, { orientation_x: "left" }),
    ]);
    await screen.findAllByRole("region");
    const sections = container.querySelectorAll('[data-block-type="testimonials-broker"]');
    expect(sections[0].querySelector("[data-orientation]")).toHaveAttribute("data-orientation", "right");
    expect((sections[0] as HTMLElement).style.getPropertyValue("--testimony-highlight")).toBe("#c8102e");
    expect(sections[1].querySelector("[data-orientation]")).toHaveAttribute("data-orientation", "left");
    expect((sections[1] as HTMLElement).style.getPropertyValue("--testimony-highlight")).toBe("");
  });
});
