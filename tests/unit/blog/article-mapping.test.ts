import { articleFromCore } from "~/core/articles.server";

/** An article in the core API's own shape (spec 1 §3): no `url`. */
const specArticle = {
  id: 42,
  slug: "acheter-sa-premiere-maison",
  title: "Acheter sa première maison",
  excerpt: "Les étapes.",
  thumbnails: { url_small: "/media/a-small.jpg", url_large: "/media/a.jpg" },
  author: { name: "Julie Tremblay", thumbnail: null },
  category: { label: { fr: "Acheter", en: "Buying" } },
  published_at: "2026-03-01",
  read_time: 4,
};

describe("an article without url (issue 22, item 7)", () => {
  it("gets its path from the blog-post route, in each language", () => {
    expect(articleFromCore(specArticle, "fr")?.href).toBe("/fr/blogue/acheter-sa-premiere-maison-42");
    expect(articleFromCore(specArticle, "en")?.href).toBe("/en/blog/acheter-sa-premiere-maison-42");
    expect(articleFromCore(specArticle, "en")?.category).toBe("Buying");
  });

  it("keeps a url the API gives, and drops an article with neither url nor slug", () => {
    expect(articleFromCore({ ...specArticle, url: "/fr/blogue/autre-42" }, "fr")?.href).toBe(
      "/fr/blogue/autre-42",
    );
    expect(articleFromCore({ ...specArticle, slug: undefined }, "fr")).toBeNull();
    expect(articleFromCore({ ...specArticle, slug: "" }, "fr")).toBeNull();
  });

  it("drops an unsafe url rather than linking to it", () => {
    expect(articleFromCore({ ...specArticle, url: "javascript:alert(1)" }, "fr")?.href).toBe(
      "/fr/blogue/acheter-sa-premiere-maison-42",
    );
  });
});
