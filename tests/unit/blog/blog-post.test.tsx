// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Block } from "~/cms/schema";
import type { LanguageWarningDetail } from "~/shell/events";
import type { BlogPostFields } from "~/blocks/blog/blog-post/fields.server";
import { prepareForTest, renderBlocks } from "../render";

const post = (
  title = "Acheter un premier condo",
  content: Record<string, string> = { fr: "<p>Bonjour</p>" },
): Block => ({
  block_type: "blog-post",
  block_params: {},
  fields: {
    main_title: { type: "text", value: { fr: title } },
    author_name: { type: "text", value: "Julie Tremblay" },
    published_at: "2026-03-03T15:00:00.000Z",
    read_time: 0.3,
    tags_repeater: [{ tag: { fr: "Acheter", en: "Buying" } }],
    main_content: { type: "richtext", value: content },
  },
});

const site = {
  fullOrigin: "https://agence.test",
  fullPath: "/fr/blogue/acheter-un-premier-condo-5",
  alternatePaths: [{ locale: "fr" as const, path: "/fr/blogue/acheter-un-premier-condo-5" }],
};

describe("blog post page (spec 2 'Blog post page')", () => {
  it("shows the author, the date with a long month and the read time of at least 1 minute", async () => {
    await renderBlocks([post()], { site });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Acheter un premier condo" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Par Julie Tremblay")).toBeInTheDocument();
    expect(screen.getByText("3 mars 2026")).toBeInTheDocument();
    expect(screen.getByText("1 min")).toBeInTheDocument();
  });

  it("shares the page address on facebook, twitter and linkedin, prints, and mails it through a mailto link", async () => {
    await renderBlocks([post()], { site });
    const share = await screen.findByRole("navigation", { name: "Partager l'article" });
    const address = encodeURIComponent("https://agence.test/fr/blogue/acheter-un-premier-condo-5");
    expect(screen.getByRole("link", { name: "Partager sur Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(screen.getByRole("link", { name: "Partager sur X (Twitter)" }).getAttribute("href")).toContain(
      `url=${address}`,
    );
    expect(screen.getByRole("link", { name: "Partager sur LinkedIn" }).getAttribute("href")).toContain(
      `url=${address}`,
    );
    const mail = screen.getByRole("link", { name: "Envoyer par courriel" }).getAttribute("href")!;
    expect(mail.startsWith("mailto:?")).toBe(true);
    expect(decodeURIComponent(mail)).toContain("https://agence.test/fr/blogue/acheter-un-premier-condo-5");
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Imprimer l'article" }));
    expect(print).toHaveBeenCalled();
    expect(share).toBeInTheDocument();
  });

  it("knows the languages of its content, not falling back to French", async () => {
    const [french] = await prepareForTest([post()], { locale: "en" });
    expect((french.fields as BlogPostFields).languages).toEqual(["fr"]);
    const [both] = await prepareForTest([post("T", { fr: "<p>a</p>", en: "<p>b</p>" })]);
    expect((both.fields as BlogPostFields).languages).toEqual(["fr", "en"]);
  });

  it("switching to a language without the post's content opens the warning and blocks the navigation", async () => {
    await renderBlocks([post()], { site });
    await screen.findByRole("heading", { level: 1 });
    const switcher = document.createElement("a");
    switcher.href = "/resources/locale?lang=en&to=%2Fen";
    switcher.hreflang = "en";
    switcher.textContent = "English";
    document.body.append(switcher);
    const opened: LanguageWarningDetail[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<LanguageWarningDetail>).detail);
    window.addEventListener("app:open-language-warning", listener);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    switcher.dispatchEvent(click);
    window.removeEventListener("app:open-language-warning", listener);
    switcher.remove();
    expect(click.defaultPrevented).toBe(true);
    expect(opened).toEqual([
      {
        title: "Article non disponible en anglais",
        message: expect.stringContaining("Cet article n'est pas disponible en anglais"),
        redirectText: "Retour au blogue",
        redirectHref: `/resources/locale?${new URLSearchParams({ lang: "en", to: "/en/blog" })}`,
        cancelText: "Annuler",
      },
    ]);
  });

  it("lets the switch through when the post has content in that language", async () => {
    await renderBlocks([post("Acheter un premier condo", { fr: "<p>Bonjour</p>", en: "<p>Hello</p>" })], {
      site,
    });
    await screen.findByRole("heading", { level: 1 });
    const switcher = document.createElement("a");
    switcher.hreflang = "en";
    document.body.append(switcher);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    switcher.dispatchEvent(click);
    switcher.remove();
    expect(click.defaultPrevented).toBe(false);
  });

  it("describes the post as schema.org BlogPosting, escaped", async () => {
    const { blogPosting } = await import("~/blocks/blog/blog-post/fields.server");
    const [prepared] = await prepareForTest([post("Vendre </script><b>vite</b>")]);
    const json = blogPosting(prepared.fields as BlogPostFields, {
      locale: "fr",
      path: site.fullPath,
      origin: "https://site.example",
    });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Vendre </script><b>vite</b>",
      author: { "@type": "Person", name: "Julie Tremblay" },
      datePublished: "2026-03-03T15:00:00.000Z",
      inLanguage: "fr-CA",
      keywords: "Acheter",
      timeRequired: "PT1M",
      url: "https://site.example/fr/blogue/acheter-un-premier-condo-5",
    });
  });
});
