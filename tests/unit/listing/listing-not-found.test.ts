import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A listing's CMS page whose `property-details` block lacks its listing (the core API did not know
 * the identifier, or the block's data is missing or garbage) is the designed 410 Gone (issue 36: the
 * listing is off the market; docs/seo.md), not a 200 page with an empty block (issue 22).
 */
let server: Server;
let property: unknown = null;

const page = () => ({
  microsite_id: 7,
  site_key: "site-key",
  header: [],
  footer: [],
  content: {
    fields: [
      { block_type: "text-block-2", fields: { main_title: { type: "text", value: { fr: "A", en: "A" } } } },
      { block_type: "property-details", block_params: { core_data: { property } }, fields: {} },
    ],
  },
});

const listing = {
  uls: "14228746",
  type: "maison",
  address: "3671, rue Sherbrooke",
  price: 282000,
  url: "/fr/proprietes/14228746",
  carousel_images: ["photos/house-1.png"],
  property_image: "photos/house-1.png",
  specs: { bed: 4, bath: "2.0", area: 3637 },
  forSaleForRent: "buy",
};

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume().on("end", () => res.writeHead(200).end(JSON.stringify(page())));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // No page cache: each case asks the stub CMS again.
  Object.assign(process.env, { CMS_URL: url, CORE_URL: url, SITE_ID: "1", PAGE_CACHE_SECONDS: "0" });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function load(path: string) {
  vi.resetModules();
  (await import("~/i18n/messages.server")).registerAllMessages();
  const { loadPageRoute } = await import("~/cms/page-route.server");
  const request = new Request(`https://agence.test${path}`);
  try {
    const result = (await loadPageRoute({ request, params: { lang: "fr" }, context: {} })) as unknown as {
      data: { main: { block_type: string }[] };
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, main: result.data.main };
  } catch (thrown) {
    const answer = thrown as { data: unknown; init: ResponseInit | null };
    return { status: answer.init?.status, data: answer.data };
  }
}

describe("a listing's page without its listing (issue 22)", () => {
  it("shows the listing when the CMS gives its data", async () => {
    property = listing;
    const answer = await load("/fr/proprietes/14228746");
    expect(answer.status).toBe(200);
    expect(answer.main?.map((block) => block.block_type)).toContain("property-details");
  });

  it.each([
    ["missing (the core API answered 404)", null],
    ["without an identifier", { ...listing, uls: undefined }],
    ["garbage", "not a listing"],
    ["a garbage identifier", { ...listing, uls: { id: 1 } }],
  ])("is the designed 410 when the listing data is %s", async (_case, value) => {
    property = value;
    const answer = await load("/fr/proprietes/14228746");
    expect(answer.status).toBe(410);
    expect(answer.data).toEqual({ messageKey: "410-message" });
  });
});
