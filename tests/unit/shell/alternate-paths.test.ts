import { pageDataSchema } from "~/cms/schema";
import { pageHead } from "~/shell/head.server";
import { makeSite } from "../render";

const ORIGIN = "http://localhost:4730";

function parse(alternates: unknown[]) {
  return pageDataSchema.parse({ alternate_paths: alternates });
}

/** The hreflang links of the head, as `hreflang href`. */
function hreflangLinks(alternates: unknown[]): string[] {
  const head = pageHead(parse(alternates), makeSite({ fullOrigin: ORIGIN }), null, "Titre");
  return head.flatMap((element) =>
    "rel" in element && element.rel === "alternate" ? [`${element.hrefLang} ${element.href}`] : [],
  );
}

describe("CMS alternate_paths (issue 21 §7)", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("keeps same-site paths in their own language", () => {
    expect(
      hreflangLinks([
        { locale: "fr", path: "/fr/a-propos" },
        { locale: "en", path: "/en/about?x=1" },
      ]),
    ).toEqual([
      `fr-CA ${ORIGIN}/fr/a-propos`,
      `en-CA ${ORIGIN}/en/about?x=1`,
      `x-default ${ORIGIN}/fr/a-propos`,
    ]);
    expect(parse([{ locale: "en", path: "/en" }]).alternate_paths).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["userinfo", "@evil.example/fr"],
    ["userinfo after a slash", "/fr@evil.example"],
    ["protocol-relative", "//evil.example/fr"],
    ["a double slash inside", "/fr//evil.example"],
    ["absolute with a scheme", "https://evil.example/fr"],
    ["javascript:", "javascript:alert(1)"],
    ["a backslash", "/\\evil.example/fr"],
    ["relative", "fr/a-propos"],
    ["a space", "/fr/a propos"],
    ["a newline", "/fr/a\nb"],
    ["another language", "/en/about"],
    ["a prefix that only starts like the language", "/french"],
    ["empty", ""],
  ])("drops %s (%j) with a warning", (_, path) => {
    expect(hreflangLinks([{ locale: "fr", path }])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("alternate_paths"));
  });

  it("drops only the bad entry: the others stay", () => {
    const page = parse([
      { locale: "fr", path: "@evil.example/fr" },
      { locale: "en", path: "/en/about" },
    ]);
    expect(page.alternate_paths).toEqual([{ locale: "en", path: "/en/about" }]);
  });
});
