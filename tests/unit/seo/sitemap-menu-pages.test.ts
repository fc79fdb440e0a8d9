import { useDemoBackendAsUpstream } from "../demo-backend/use-demo-backend";

/*
 * A CMS without a page list (CMS_PAGE_LIST_PATH=none, or a 404 there): the pages sitemap lists the
 * home pages and every internal page the header and footer menus reach (issue 36 §2), read from the
 * demo CMS's real answers, so a change in the shape of its links would show here.
 */

const backend = useDemoBackendAsUpstream();
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved, CMS_URL: backend.url, CORE_URL: backend.url, SITE_ID: "1" };
});

async function pagesWith(pageListPath: string) {
  vi.resetModules();
  process.env.CMS_PAGE_LIST_PATH = pageListPath;
  const { sitemapSources } = await import("~/seo/sitemap-sources.server");
  return sitemapSources("localhost");
}

describe("the pages sitemap of a CMS without a page list (issue 36 §2)", () => {
  it.each([["none"], ["no-such-page-list"]])(
    "CMS_PAGE_LIST_PATH=%s: the home pages and the menus' pages, both languages paired, no query, no duplicate",
    async (pageListPath) => {
      const { pages, listings } = await pagesWith(pageListPath);
      const paths = pages.map((page) => page.paths);
      expect(paths[0]).toEqual({ fr: "/fr", en: "/en" });
      expect(paths).toEqual(
        expect.arrayContaining([
          // the header's menu (its filtered searches are the search page, listed once)
          { fr: "/fr/proprietes", en: "/en/properties" },
          { fr: "/fr/blogue", en: "/en/blog" },
          // the header's call to action and the footer's links
          { fr: "/fr/contact", en: "/en/contact" },
          { fr: "/fr/conditions-et-utilisation", en: "/en/terms-of-use" },
        ]),
      );
      for (const page of pages) {
        for (const [locale, path] of Object.entries(page.paths))
          expect(path, JSON.stringify(page.paths)).toMatch(new RegExp(`^/${locale}(/[^?#]*)?$`));
        expect(page.lastmod).toBeNull();
      }
      const keys = paths.map((entry) => JSON.stringify(entry));
      expect(new Set(keys).size).toBe(keys.length);
      // Listings and posts still come from the core API.
      expect(listings.length).toBeGreaterThan(0);
    },
  );

  it("with the page list (the default): the CMS's pages, the menus' pages among them", async () => {
    const listed = (await pagesWith("pages")).pages.map((page) => JSON.stringify(page.paths));
    const fromMenus = (await pagesWith("none")).pages.map((page) => JSON.stringify(page.paths));
    expect(listed.length).toBeGreaterThan(fromMenus.length);
    expect(listed).toEqual(expect.arrayContaining(fromMenus));
  });
});
