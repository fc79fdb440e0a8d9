import { localizeInternalPath, resolveLink } from "~/content/link-href";

const base = { locale: "fr" as const, siteOrigin: "https://agence.test" };

describe("CMS links (spec 3 §2, §5)", () => {
  it("internal links are locale-aware", () => {
    expect(resolveLink("/contact", base)).toEqual({ kind: "internal", to: "/fr/contact" });
    expect(resolveLink("/en/contact", base)).toEqual({ kind: "internal", to: "/en/contact" });
    expect(resolveLink("/", { ...base, locale: "en" })).toEqual({ kind: "internal", to: "/en" });
  });

  it("internal links carry the variant and preview token of the current page", () => {
    expect(resolveLink("/fr/proprietes?type=condo", { ...base, currentSearch: "?variant=7&x=1" })).toEqual({
      kind: "internal",
      to: "/fr/proprietes?type=condo&variant=7",
    });
    expect(localizeInternalPath("/fr?variant=2", "fr", "variant=7")).toBe("/fr?variant=2");
  });

  it("a link to the site's own origin is internal", () => {
    expect(resolveLink("https://www.agence.test/fr/blogue", base)).toEqual({ kind: "internal", to: "/fr/blogue" });
  });

  it("external and new-tab links are plain anchors", () => {
    expect(resolveLink("https://example.com", base)).toEqual({ kind: "anchor", href: "https://example.com", newTab: false });
    expect(resolveLink("/fr/contact", { ...base, target: "_blank" })).toEqual({ kind: "anchor", href: "/fr/contact", newTab: true });
  });

  it("only http, https, mailto and tel schemes link", () => {
    expect(resolveLink("mailto:a@b.ca", base).kind).toBe("anchor");
    expect(resolveLink("tel:+15145550142", base).kind).toBe("anchor");
    expect(resolveLink("javascript:alert(1)", base).kind).toBe("none");
    expect(resolveLink(" JAVASCRIPT:alert(1)", base).kind).toBe("none");
    expect(resolveLink("data:text/html,x", base).kind).toBe("none");
    expect(resolveLink("", base).kind).toBe("none");
  });
});
