import { useDemoBackendAsUpstream } from "../demo-backend/use-demo-backend";

useDemoBackendAsUpstream();

const site = {
  micrositeId: 101,
  siteKey: "demo-site-key-101",
  siteType: "agency" as const,
  brandVersion: 1 as const,
};
const context = (query: string, locale: "fr" | "en" = "fr") => ({
  locale,
  query: new URLSearchParams(query),
  path: locale === "fr" ? "/fr/blogue" : "/en/blog",
  site,
  signal: new AbortController().signal,
});

describe("blog archive first page on the server (spec 2 §7)", () => {
  it("renders the first 6 articles, newest first, with the categories and their counts", async () => {
    const { loadArchive } = await import("~/blocks/blog/blog-archive/fields.server");
    const data = await loadArchive(context(""));
    expect(data.failed).toBe(false);
    expect(data.articles).toHaveLength(6);
    expect(data.total).toBeGreaterThan(6);
    const dates = data.articles.map((a) => a.publishedAt ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.categories.map((c) => c.label)).toEqual([
      "Acheter",
      "Vendre",
      "Financement",
      "Vie de quartier",
    ]);
    expect(data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(data.total);
    expect(data.articles[0]).toMatchObject({ href: expect.stringMatching(/^\/fr\/blogue\/.+-\d+$/) });
    expect(data.articles[0].readMinutes).toBeGreaterThanOrEqual(1);
  });

  it("follows the page address: a category filter, ascending order, and pages 1 to n for show more", async () => {
    const { loadArchive } = await import("~/blocks/blog/blog-archive/fields.server");
    const data = await loadArchive(context("categories=3&order=asc&page=2", "en"));
    expect(data.query).toEqual({ order: "asc", categories: [3], page: 2 });
    const financing = data.categories.find((c) => c.id === 3)!;
    expect(data.total).toBe(financing.count);
    expect(data.articles.length).toBe(Math.min(12, financing.count));
    const dates = data.articles.map((a) => a.publishedAt ?? "");
    expect([...dates].sort()).toEqual(dates);
  });

  it("treats a selection of every category as all", async () => {
    const { loadArchive } = await import("~/blocks/blog/blog-archive/fields.server");
    expect((await loadArchive(context("categories=1,2,3,4"))).query.categories).toEqual([]);
  });

  it("gives a failed, empty archive instead of throwing when the core API refuses", async () => {
    const { loadArchive } = await import("~/blocks/blog/blog-archive/fields.server");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const data = await loadArchive({ ...context(""), site: { ...site, siteKey: "wrong-key" } });
    expect(data).toMatchObject({ failed: true, articles: [], total: 0 });
    warn.mockRestore();
  });
});

describe("GET /resources/articles (spec 2 §7, through our own route)", () => {
  it("answers one page of 6 for the browser, categories only when asked", async () => {
    const { loader } = await import("~/routes/resources.articles");
    const call = async (query: string) => {
      const response = (await loader({
        request: new Request(`https://agence.test/resources/articles?${query}`),
        params: {},
        context: {},
      })) as Response;
      return { status: response.status, body: await response.json() };
    };
    const first = await call("lang=fr&page=1&order=desc&with_categories=1");
    expect(first.status).toBe(200);
    expect(first.body.articles).toHaveLength(6);
    expect(first.body.categories).toHaveLength(4);
    const second = await call("lang=fr&page=2&order=desc");
    expect(second.body.categories).toBeUndefined();
    expect(second.body.articles[0].id).not.toBe(first.body.articles[0].id);
    expect(JSON.stringify(second.body)).not.toContain("demo-site-key");
    expect((await call("lang=de&page=1")).status).toBe(400);
  });
});
