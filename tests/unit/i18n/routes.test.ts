import { localize } from "~/i18n/localize";
import { routeKeyOfPath, routePath } from "~/i18n/routes";
import { alternatePathFor, localeSwitchHref, safeSwitchTarget } from "~/i18n/switch";

describe("named routes (spec 1 §2)", () => {
  it.each([
    ["home", "/en", "/fr"],
    ["contact-page", "/en/contact", "/fr/contact"],
    ["properties-search", "/en/properties", "/fr/proprietes"],
    ["terms-of-use", "/en/terms-of-use", "/fr/conditions-et-utilisation"],
    ["privacy-policy", "/en/privacy-policy", "/fr/politique-confidentialite"],
    ["blog", "/en/blog", "/fr/blogue"],
  ] as const)("%s is %s and %s", (key, en, fr) => {
    expect(routePath(key, "en")).toBe(en);
    expect(routePath(key, "fr")).toBe(fr);
  });

  it("blog-post takes slug and id", () => {
    expect(routePath("blog-post", "fr", { slug: "acheter-un-condo", id: 12 })).toBe(
      "/fr/blogue/acheter-un-condo-12",
    );
    expect(routePath("blog-post", "en", { slug: "a b", id: 3 })).toBe("/en/blog/a%20b-3");
  });

  it("finds the route of a path, trailing slashes ignored", () => {
    expect(routeKeyOfPath("/fr/proprietes/")).toBe("properties-search");
    expect(routeKeyOfPath("/en/nowhere")).toBeNull();
  });
});

describe("localized CMS values", () => {
  it("returns the visitor's language, French as the fallback", () => {
    expect(localize({ fr: "Bonjour", en: "Hello" }, "en")).toBe("Hello");
    expect(localize({ fr: "Bonjour", en: "" }, "en")).toBe("Bonjour");
    expect(localize({ fr: "Bonjour" }, "en")).toBe("Bonjour");
    expect(localize("Même texte", "en")).toBe("Même texte");
    expect(localize(null, "fr")).toBeUndefined();
  });
});

describe("language switch (spec 1 §4)", () => {
  const alternates = [
    { locale: "fr" as const, path: "/fr/contact" },
    { locale: "en" as const, path: "/en/contact" },
  ];

  it("goes to the page's alternate path in that language", () => {
    expect(alternatePathFor("en", alternates)).toBe("/en/contact");
  });

  it("goes to that language's home when the page has no alternate", () => {
    expect(alternatePathFor("en", [{ locale: "fr", path: "/fr/seulement" }])).toBe("/en");
  });

  it("links through the resource route that stores the cookie", () => {
    expect(localeSwitchHref("en", alternates)).toBe("/resources/locale?lang=en&to=%2Fen%2Fcontact");
  });

  it("never redirects off-site or to the other language", () => {
    expect(safeSwitchTarget("en", "//evil.test/en")).toEqual({ lang: "en", to: "/en" });
    expect(safeSwitchTarget("en", "https://evil.test/en")).toEqual({ lang: "en", to: "/en" });
    expect(safeSwitchTarget("en", "/\\evil.test")).toEqual({ lang: "en", to: "/en" });
    expect(safeSwitchTarget("en", "/fr/contact")).toEqual({ lang: "en", to: "/en" });
    expect(safeSwitchTarget("en", "/en/contact?variant=2")).toEqual({
      lang: "en",
      to: "/en/contact?variant=2",
    });
    expect(safeSwitchTarget("de", "/de")).toBeNull();
  });
});
