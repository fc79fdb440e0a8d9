// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Block } from "~/cms/schema";
import { renderBlocks, stubMatchMedia } from "../render";
import { imageSource } from "../image-source";

const text = (fr: string, en?: string, type = "text") => ({ type, value: { fr, ...(en ? { en } : {}) } });
const image = (url: string) => ({ type: "image", media: { fr: { url, alt: "" } } });
const link = (fr: string, url: string) => ({ type: "link", text: { fr, en: fr }, url: { fr: url, en: url } });
const block = (
  block_type: string,
  fields: Record<string, unknown>,
  block_params: Record<string, unknown> = {},
): Block => ({ block_type, block_params, fields });

stubMatchMedia();

const searchMember = (name: string, extra: Record<string, unknown> = {}) => ({
  person_name: name,
  person_subtitle: text(`Courtier ${name}`),
  list_items_repeater: [{ icon: { type: "phone" }, description: text("514 555-0000") }],
  social_items_repeater: [
    { icon: { type: "linkedin" }, link: link(`LinkedIn ${name}`, "https://linkedin.test") },
  ],
  cta_repeater: [{ cta: link("Écrire", "mailto:a@b.test") }],
  program_items_repeater: [{ description: { fr: "Programme A" } }, { description: { fr: "Programme B" } }],
  ...extra,
});

describe("hero members search (spec 2 'Hero members search')", () => {
  it("choosing a member in the dropdown opens its modal; closing clears the selection", async () => {
    const user = userEvent.setup();
    await renderBlocks([
      block(
        "hero-members-search",
        {
          main_title: text("Trouvez"),
          show_carousel: false,
          members_repeater: [searchMember("Zoé"), searchMember("Anne")],
        },
        { context_type: "brokers" },
      ),
    ]);
    const trigger = await screen.findByRole("button", { name: /Trouver un courtier/ });
    await user.click(trigger);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Anne", "Zoé"]);
    await user.click(screen.getByRole("option", { name: "Zoé" }));
    const dialog = await screen.findByRole("dialog", { name: "Zoé" });
    expect(within(dialog).getByText("Courtier Zoé")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "LinkedIn Zoé" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Écrire" })).toBeInTheDocument();
    // Programs count with a tooltip listing the descriptions, one per line.
    const count = within(dialog).getByRole("button", { name: "2 programmes" });
    const tooltip = document.getElementById(count.getAttribute("aria-describedby") ?? "");
    expect(tooltip).toHaveAttribute("role", "tooltip");
    expect(tooltip?.querySelectorAll("br")).toHaveLength(1);
    expect(tooltip).toHaveTextContent("Programme AProgramme B");
    // The modal is forced to the normal colour scheme.
    expect(dialog).toHaveClass("scheme-normal");
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).not.toHaveTextContent("Zoé");
  });

  it("a card of the carousel opens the modal by click or Enter; the carousel holds at most 10", async () => {
    const user = userEvent.setup();
    const members = Array.from({ length: 12 }, (_, index) => searchMember(`Membre ${index + 1}`));
    await renderBlocks([
      block("hero-members-search", { members_repeater: members }, { context_type: "teams" }),
    ]);
    const cards = await screen.findAllByRole("button", { name: /^Membre \d+/ });
    expect(cards).toHaveLength(10);
    await user.click(cards[2]);
    expect(await screen.findByRole("dialog", { name: "Membre 3" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    cards[4].focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Membre 5" })).toBeInTheDocument();
  });

  it("members without an avatar get the default picture of the context and brand version", async () => {
    await renderBlocks(
      [
        block(
          "hero-members-search",
          { members_repeater: [searchMember("Sans photo")] },
          { context_type: "teams" },
        ),
      ],
      { site: { brandVersion: 2 } },
    );
    const card = await screen.findByRole("button", { name: /Sans photo/ });
    expect(imageSource(card.querySelector("img"))).toBe("/images/members/team-v2.svg");
  });
});

const card = (name: string, office: number | string) => ({
  office_id: office,
  main_title: text(name),
  description: text("Courtier"),
  image: image(`${name}.svg`),
});

describe("member cards (spec 2 'Member cards block', §4)", () => {
  const offices = [
    { id: 1, label: { fr: "Montréal", en: "Montreal" } },
    { id: "2", label: { fr: "Laval" } },
  ];
  const members = Array.from({ length: 40 }, (_, index) => card(`Membre ${index + 1}`, (index % 2) + 1));

  it("without visibility observation a see-more button loads the next page; the office filter resets to page 1", async () => {
    const saved = window.IntersectionObserver;
    // jsdom has no IntersectionObserver: the see-more button is the way to more cards.
    expect(saved).toBeUndefined();
    const user = userEvent.setup();
    const { container } = await renderBlocks([
      block("member-cards", { offices_list: offices, members_repeater: members }),
    ]);
    await screen.findByText("40 membres");
    const rendered = () => container.querySelectorAll("li[data-from]").length;
    expect(rendered()).toBe(16);
    await user.click(screen.getByRole("button", { name: "Voir plus de membres" }));
    expect(rendered()).toBe(32);
    await user.selectOptions(screen.getByLabelText("Bureau"), "2");
    expect(screen.getByText("20 membres")).toBeInTheDocument();
    expect(rendered()).toBe(16);
    expect(screen.getByRole("heading", { name: "Membre 2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Membre 1" })).not.toBeInTheDocument();
  });

  it("load-more triggers when the trigger scrolls into view, then pauses 1 second", async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    try {
      const { container } = await renderBlocks([block("member-cards", { members_repeater: members })]);
      await screen.findByText("40 membres");
      // The cooldown runs on a clock only the test moves (no shouldAdvanceTime: a busy machine's
      // real delay would pass the 1 s between two assertions).
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      const rendered = () => container.querySelectorAll("li[data-from]").length;
      expect(screen.queryByRole("button", { name: "Voir plus de membres" })).not.toBeInTheDocument();
      const observer = observers.at(-1)!;
      expect(observer.options?.rootMargin).toBe("25%");
      act(() =>
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(rendered()).toBe(32);
      // Still in view: nothing more until the cooldown ends.
      await act(async () => vi.advanceTimersByTime(999));
      expect(rendered()).toBe(32);
      await act(async () => vi.advanceTimersByTime(1));
      expect(rendered()).toBe(40);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("reads the office and page from the query (the page without JavaScript)", async () => {
    const { container } = await renderBlocks(
      [block("member-cards", { offices_list: offices, members_repeater: members })],
      {
        path: "/fr/courtiers?members_office=1&members_page=2",
      },
    );
    await screen.findByText("20 membres");
    expect(container.querySelectorAll("li[data-from]")).toHaveLength(20);
    expect(screen.getByLabelText("Bureau")).toHaveValue("1");
  });

  it("publishes the members as RealEstateAgent structured data", async () => {
    const { container } = await renderBlocks([
      block("member-cards", { members_repeater: [card("<Julie>", 1)] }),
    ]);
    await screen.findByText("1 membre");
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("<Julie>");
    expect(JSON.parse(script?.innerHTML ?? "[]")[0]).toMatchObject({
      "@type": "RealEstateAgent",
      name: "<Julie>",
    });
  });
});

describe("team members (spec 3 'Team member block')", () => {
  it("one member per slide with previous/next arrows and a count", async () => {
    await renderBlocks([
      block("team-members", {
        members_repeater: [
          { person_name: "Anne", description: text("<p>Bio</p>", undefined, "richtext") },
          { person_name: "Paul" },
        ],
      }),
    ]);
    expect(await screen.findByRole("heading", { name: "Anne" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Diapositive suivante" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Diapositive précédente" })).toBeInTheDocument();
    expect(screen.getByText("01 / 02")).toBeInTheDocument();
  });

  it("a see-more button opens the whole description in a modal when it overflows", async () => {
    const user = userEvent.setup();
    const scrollHeight = vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(300);
    const clientHeight = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(120);
    try {
      await renderBlocks([
        block("team-members", {
          members_repeater: [
            { person_name: "Anne", description: text("<p>Longue bio</p>", undefined, "richtext") },
          ],
        }),
      ]);
      await user.click(await screen.findByRole("button", { name: /Lire la suite/ }));
      const dialog = await screen.findByRole("dialog", { name: "Anne" });
      expect(within(dialog).getByText("Longue bio")).toBeInTheDocument();
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });
});

describe("hero slider (spec 2 'Hero slider')", () => {
  const slide = (title: string) => ({ main_title: text(title), bg_media: image(`${title}.svg`) });

  it("numbers slides with two digits, has a progress bar per slide and previews the next slide", async () => {
    await renderBlocks([
      block("hero-slider", { slides_repeater: [slide("Un"), slide("Deux"), slide("Trois")] }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Un" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Diapositives" }).querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Aller à la diapositive 03" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Suivante · 02 Deux/ })).toBeInTheDocument();
    expect(screen.getByText("01")).toBeInTheDocument();
  });

  it("show_preview false hides the preview; a single slide has no controls", async () => {
    await renderBlocks([
      block("hero-slider", { show_preview: false, slides_repeater: [slide("Un"), slide("Deux")] }),
      block("hero-slider", { slides_repeater: [slide("Seul")] }),
    ]);
    await screen.findByText("Seul");
    expect(screen.queryByRole("button", { name: /Suivante ·/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Diapositive suivante" })).toHaveLength(1);
  });
});

describe("hero profile (spec 2 'Profile page hero')", () => {
  it("shows media, titles, details, socials and calls to action, and describes the member", async () => {
    const { container } = await renderBlocks([
      block("hero-profile", {
        media: image("julie.svg"),
        main_title: text("Julie Tremblay"),
        sub_title: text("Courtière"),
        under_sub_title: text("Montréal"),
        list_items_repeater: [{ icon: { type: "phone" }, description: text("514 555-0142") }],
        icon_links_repeater: [
          { icon: { type: "facebook" }, link: link("Facebook de Julie", "https://facebook.test/julie") },
        ],
        cta_repeater: [{ cta: link("Prendre rendez-vous", "/fr/contact") }],
      }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Julie Tremblay" })).toBeInTheDocument();
    expect(screen.getByText("Courtière")).toBeInTheDocument();
    expect(screen.getByText("514 555-0142")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Facebook de Julie" })).toHaveAttribute(
      "href",
      "https://facebook.test/julie",
    );
    expect(screen.getByRole("link", { name: "Prendre rendez-vous" })).toBeInTheDocument();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? "{}");
    expect(data).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Julie Tremblay",
      image: "https://assets.test/julie.svg",
      sameAs: ["https://facebook.test/julie"],
    });
  });
});
