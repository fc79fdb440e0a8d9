import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageDataSchema } from "~/cms/schema";
import { generateListings } from "../../../demo-backend/src/seed/data";
import { startDemoBackend } from "../../../demo-backend/src/server";

let backend: Awaited<ReturnType<typeof startDemoBackend>>;
const KEY = { "X-Site-Key": "demo-site-key-101" };

beforeAll(async () => {
  backend = await startDemoBackend({ port: 0, dbPath: ":memory:", testHooks: true });
});
afterAll(() => backend.close());

const page = (pathName: string, body: Record<string, unknown> = {}, site = "1") =>
  fetch(`${backend.url}/api/page${site ? `/${site}` : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: pathName, ...body }),
  });
const core = async (query: string) => {
  const response = await fetch(`${backend.url}/api/swc/101/properties?${query}`, { headers: KEY });
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
    body: (await response.json()) as { data: Record<string, any> },
  };
};

describe("demo backend: seed", () => {
  it("is deterministic", () => {
    expect(generateListings(3)).toEqual(generateListings(3));
  });

  it("holds at least 2,000 listings over at least 40 municipalities", async () => {
    expect((await core("format=count")).body.data.total).toBeGreaterThanOrEqual(2000);
    const municipalities = await (await fetch(`${backend.url}/api/swc/municipalities`)).json();
    expect(municipalities.data.municipalities.length).toBeGreaterThanOrEqual(40);
    expect(municipalities.data.municipalities).toContainEqual(
      expect.objectContaining({ MUN_CODE: "66023", DESCRIPTION: "Montréal" }),
    );
  });
});

describe("demo backend: CMS page call", () => {
  const pagePaths = readdirSync("demo-backend/content/pages").flatMap((file) =>
    Object.values(
      JSON.parse(readFileSync(path.join("demo-backend/content/pages", file), "utf8")).paths as Record<
        string,
        string
      >,
    ),
  );

  it.each(pagePaths)("%s answers a page the app's schema accepts", async (pagePath) => {
    const response = await page(pagePath);
    expect(response.status).toBe(200);
    expect(pageDataSchema.safeParse(await response.json()).success).toBe(true);
  });

  it("alternate mode finds the site by domain name", async () => {
    const response = await page("/en/contact", { domain_name: "courtier.localhost" }, "");
    const body = await response.json();
    expect(body.site_id).toBe(2);
    expect(body.alternate_paths).toEqual([
      { locale: "fr", path: "/fr/contact" },
      { locale: "en", path: "/en/contact" },
    ]);
  });

  it("a variant is chosen by the query", async () => {
    const body = await (await page("/fr", { query: { variant: "7" } })).json();
    expect(body.variant).toMatchObject({ id: 7, name: "Variante B" });
  });

  it.each([
    ["/fr/test-301", 301],
    ["/fr/test-403", 403],
    ["/en/test-503", 503],
    ["/fr/test-418", 418],
    ["/fr/nope", 404],
  ])("%s answers %i", async (pagePath, status) => {
    expect((await page(pagePath)).status).toBe(status);
  });

  it("blog posts exist only in their languages", async () => {
    const articles = await (
      await fetch(`${backend.url}/api/swc/101/articles?language=fr&limit=50`, { headers: KEY })
    ).json();
    const first = articles.data.articles[0];
    expect((await page(first.url)).status).toBe(200);
    expect((await page("/en/blog/does-not-exist-999")).status).toBe(404);
  });
});

describe("demo backend: core API", () => {
  it("rejects a wrong X-Site-Key", async () => {
    expect((await fetch(`${backend.url}/api/swc/101/properties`)).status).toBe(401);
  });

  it("filters by municipality, type, price, rooms, transaction and open house", async () => {
    const { body } = await core(
      "format=map&mun=66023&type=condo&price_min=300000&price_max=600000&bedrooms=2&bathrooms=1&forSaleForRent=buy",
    );
    expect(body.data.total).toBeGreaterThan(0);
    for (const card of body.data.propertiesListing) {
      expect(card.type).toBe("condo");
      expect(card.price).toBeGreaterThanOrEqual(300000);
      expect(card.price).toBeLessThanOrEqual(600000);
      expect(card.specs.bed).toBeGreaterThanOrEqual(2);
      expect(Number(card.specs.bath)).toBeGreaterThanOrEqual(1);
      expect(card.forSaleForRent).toBe("buy");
      expect(card.address).toContain("Montréal");
    }
    expect(body.data.propertiesMap).toHaveLength(body.data.total);
    const open = await core("format=count&open_house=1");
    const all = await core("format=count");
    expect(open.body.data.total).toBeGreaterThan(0);
    expect(open.body.data.total).toBeLessThan(all.body.data.total);
  });

  it("limits to map bounds", async () => {
    const { body } = await core(
      "format=map&NorthEast_lat=45.7&NorthEast_lng=-73.4&SouthWest_lat=45.4&SouthWest_lng=-73.8",
    );
    for (const marker of body.data.propertiesMap) {
      expect(marker.coords[0]).toBeGreaterThanOrEqual(45.4);
      expect(marker.coords[1]).toBeLessThanOrEqual(-73.4);
    }
  });

  it("sorts and pages", async () => {
    const asc = (await core("order_by=price_asc&limit=25&page=1")).body.data.propertiesListing;
    const prices = asc.map((card: { price: number }) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = (await core("order_by=price_asc&limit=25&page=2")).body.data.propertiesListing;
    expect(page2[0].uls).not.toBe(asc[0].uls);
  });

  it("rejects invalid numbers and incomplete map bounds", async () => {
    expect((await core("price_min=abc")).status).toBe(400);
    expect((await core("format=map&NorthEast_lat=45.7&NorthEast_lng=-73.4")).status).toBe(400);
  });

  it("format=map sends every marker but only listingLimit cards", async () => {
    const { body } = await core("format=map&listingLimit=5&mun=66023");
    expect(body.data.propertiesListing).toHaveLength(5);
    expect(body.data.propertiesMap).toHaveLength(body.data.total);
    expect(body.data.total).toBeGreaterThan(5);
  });

  it("answers the search filters and the CMS demo page", async () => {
    const filters = await (await fetch(`${backend.url}/api/swc/101/search-filters`, { headers: KEY })).json();
    expect(filters.data.municipalities.length).toBeGreaterThan(0);
    // Spec 1 §3 property type codes.
    expect(filters.data.property_types.map((type: { code: string }) => type.code)).toEqual([
      "maison",
      "condo",
      "prop",
      "ferme",
      "chalet",
      "terrain",
      "comm",
    ]);
    const demo = await (await fetch(`${backend.url}/api/development/demo-page`)).json();
    expect((demo.blocks ?? demo.fields).length).toBeGreaterThan(0);
  });

  it("answers tooltips by uls", async () => {
    const [card] = (await core("limit=1")).body.data.propertiesListing;
    const tooltip = await (
      await fetch(`${backend.url}/api/swc/101/property/${card.uls}/tooltip`, { headers: KEY })
    ).json();
    expect(tooltip.data).toMatchObject({ uls: card.uls, price: card.price });
  });

  it("lists articles by language with categories", async () => {
    const response = await fetch(
      `${backend.url}/api/swc/101/articles?language=en&with_categories=1&order=asc&categories=1`,
      { headers: KEY },
    );
    const { data } = await response.json();
    expect(data.categories.length).toBe(4);
    expect(data.articles.every((a: { category: { id: number } }) => a.category.id === 1)).toBe(true);
  });

  it("stores a contact submission before answering success", async () => {
    const response = await fetch(`${backend.url}/api/swc/101/contact`, {
      method: "POST",
      headers: { ...KEY, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form_type: "contact_form",
        email: "a@b.ca",
        first_name: "Léa",
        locale: "fr",
      }),
    });
    expect(await response.json()).toEqual({ status: "success" });
    const stored = await (await fetch(`${backend.url}/__test/submissions`)).json();
    expect(stored[0]).toMatchObject({ form_type: "contact_form", payload: { first_name: "Léa" } });
  });

  it("serves photos as a camera's JPEG (2,400 px, hundreds of KB) and logos as SVG", async () => {
    const photo = await fetch(`${backend.url}/assets/images/tuile-0.png`);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(300_000);
    expect(bytes.length).toBeLessThan(1_000_000);
    const { default: sharp } = await import("sharp");
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 2400, height: 1600 });
    const again = Buffer.from(await (await fetch(`${backend.url}/assets/images/tuile-0.png`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await fetch(`${backend.url}/assets/images/tuile-0.svg`)).status).toBe(404);
    expect((await fetch(`${backend.url}/assets/logos/horizon-dark.svg`)).headers.get("content-type")).toBe(
      "image/svg+xml",
    );
    expect((await fetch(`${backend.url}/assets/logos/horizon-dark.png`)).status).toBe(404);
    expect((await fetch(`${backend.url}/assets/images/x.gif`)).status).toBe(404);
  });

  it("serves the demo video with byte ranges, and nothing outside its folder", async () => {
    const whole = await fetch(`${backend.url}/assets/videos/visite-quartier.webm`);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    const part = await fetch(`${backend.url}/assets/videos/visite-quartier.webm`, {
      headers: { Range: "bytes=100-199" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${backend.url}/assets/videos/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

describe("demo backend: CMS delay (npm run bench)", () => {
  it("delays CMS page and demo-page answers only", async () => {
    const slow = await startDemoBackend({ port: 0, dbPath: ":memory:", cmsDelayMs: 300 });
    try {
      const timed = async (request: () => Promise<Response>) => {
        const started = performance.now();
        expect((await request()).status).toBe(200);
        return performance.now() - started;
      };
      const pagePost = () =>
        fetch(`${slow.url}/api/page/1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ path: "/fr" }),
        });
      expect(await timed(pagePost)).toBeGreaterThanOrEqual(290);
      expect(await timed(() => fetch(`${slow.url}/api/development/demo-page`))).toBeGreaterThanOrEqual(290);
    } finally {
      await slow.close();
    }
  });

  // Ordering, not a duration: a busy machine may take any time to answer, never a CMS delay's.
  it("answers other calls while a CMS answer is still held", async () => {
    const held = await startDemoBackend({ port: 0, dbPath: ":memory:", cmsDelayMs: 30_000 });
    const abort = new AbortController();
    try {
      const page = fetch(`${held.url}/api/page/1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "/fr" }),
        signal: abort.signal,
      }).then(
        () => "answered",
        () => "aborted",
      );
      expect((await fetch(`${held.url}/api/swc/municipalities`)).status).toBe(200);
      expect(await Promise.race([page, Promise.resolve("held")])).toBe("held");
      abort.abort();
      expect(await page).toBe("aborted");
    } finally {
      await held.close();
    }
  });
});

describe("demo backend: the CMS failure test hook (the cluster test)", () => {
  const fail = (body: Record<string, unknown>) =>
    fetch(`${backend.url}/__test/cms-failure`, { method: "POST", body: JSON.stringify(body) });
  afterEach(() => fail({}));

  it("fails every page call when down, and heals", async () => {
    await fail({ down: true });
    await expect(page("/fr")).rejects.toThrow();
    await fail({});
    expect((await page("/fr")).status).toBe(200);
  });

  it("fails a share of page calls with 502, never the core API", async () => {
    await fail({ rate: 1 });
    expect((await page("/fr")).status).toBe(502);
    expect((await core("format=count")).status).toBe(200);
    expect((await fail({ rate: 2 })).status).toBe(400);
  });

  it("fails the core API's reads on demand", async () => {
    await fail({ core: true });
    expect((await core("format=count")).status).toBe(500);
    expect((await page("/fr")).status).toBe(200);
  });
});
