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
    expect(resolveLink("https://www.agence.test/fr/blogue", base)).toEqual({
      kind: "internal",
      to: "/fr/blogue",
    });
  });

  it("external and new-tab links are plain anchors", () => {
    expect(resolveLink("https://example.com", base)).toEqual({
      kind: "anchor",
      href: "https://example.com",
      newTab: false,
    });
    expect(resolveLink("/fr/contact", { ...base, target: "_blank" })).toEqual({
      kind: "anchor",
      href: "/fr/contact",
      newTab: true,
    });
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

describe("malformed CMS URLs never take the page down", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(["https://", "http://", "https://exa mple.com/a", "//", "https://[::1/x"])(
    "%s renders no link and warns",
    (url) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(resolveLink(url, base)).toEqual({ kind: "none" });
      expect(resolveLink(url, { ...base, siteOrigin: null })).toEqual({ kind: "none" });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(url);
    },
  );

  it("a malformed site origin only disables the same-site test", () => {
    expect(resolveLink("https://example.com/x", { ...base, siteOrigin: "not an origin" })).toEqual({
      kind: "anchor",
      href: "https://example.com/x",
      newTab: false,
    });
  });

  it("a same-site URL whose path starts with // is dropped rather than sent to another host", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(resolveLink("https://agence.test//evil.example/x", base)).toEqual({ kind: "none" });
  });

  it("protocol-relative URLs become https anchors", () => {
    expect(resolveLink("//example.com/a", base)).toEqual({
      kind: "anchor",
      href: "https://example.com/a",
      newTab: false,
    });
  });
});
