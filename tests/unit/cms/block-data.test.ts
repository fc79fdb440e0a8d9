import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BlockLoadContext } from "~/blocks/define-fields.server";
import type * as Registry from "~/blocks/registry";
import type { PageLoaderData } from "~/cms/page-route.server";

let server: Server;
let cmsCalls = 0;
const page = {
  microsite_id: 7,
  site_key: "secret-site-key",
  header: [],
  footer: [],
  content: {
    fields: [
      { block_type: "text-block-2", fields: { main_title: { type: "text", value: { fr: "A", en: "A" } } } },
      { block_type: "spacer", fields: {} },
    ],
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    cmsCalls += 1;
    req.resume().on("end", () => res.writeHead(200).end(JSON.stringify(page)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.doUnmock("~/blocks/registry"));

/** The page route with text-block-2 given a server `load` (and a lazy namespace) for the test. */
async function routeWithLoad(load: (fields: unknown, context: BlockLoadContext) => Promise<unknown>) {
  vi.resetModules();
  vi.doMock("~/blocks/registry", async (importOriginal) => {
    const real = await importOriginal<typeof Registry>();
    return {
      ...real,
      loadBlockFields: async (type: Parameters<typeof real.loadBlockFields>[0]) => {
        const fields = await real.loadBlockFields(type);
        return type === "text-block-2" ? { ...fields, texts: ["blog"], load } : fields;
      },
    };
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { CMS_URL: url, CORE_URL: url, SITE_ID: "1", PAGE_CACHE_SECONDS: "30" });
  (await import("~/i18n/messages.server")).registerAllMessages();
  const { loadPageRoute } = await import("~/cms/page-route.server");
  return async (href: string) => {
    const request = new Request(`https://agence.test${href}`);
    const result = (await loadPageRoute({ request, params: { lang: "fr" }, context: {} })) as unknown as {
      data: PageLoaderData;
    };
    return result.data;
  };
}

describe("a block's server load (define-fields.server.ts)", () => {
  it("runs on every request with its query and the site's key, over one prepared page", async () => {
    const contexts: BlockLoadContext[] = [];
    const load = await routeWithLoad(async (_fields, context) => {
      contexts.push(context);
      return { page: context.query.get("page") };
    });
    const before = cmsCalls;
    const first = await load("/fr/blogue?page=1");
    const second = await load("/fr/blogue?page=2");
    expect(first.main[0].data).toEqual({ page: "1" });
    expect(second.main[0].data).toEqual({ page: "2" });
    expect(first.main[1].data).toBeUndefined();
    // `page` is not a CMS query parameter: one CMS call, one prepared page for both.
    expect(cmsCalls - before).toBe(1);
    expect(contexts[0]).toMatchObject({
      locale: "fr",
      path: "/fr/blogue",
      site: { micrositeId: 7, siteKey: "secret-site-key", siteType: "broker", brandVersion: 1 },
    });
    expect(JSON.stringify(first)).not.toContain("secret-site-key");
    expect(first.main[0].texts).toEqual(["blog"]);
  });

  it("a load that throws gives its block null data and a warning, never a failed page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = await routeWithLoad(async () => {
      throw new Error("core API down");
    });
    const data = await load("/fr/ailleurs");
    expect(data.main[0].data).toBeNull();
    expect(data.main.map((block) => block.block_type)).toEqual(["text-block-2", "spacer"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("text-block-2"), expect.any(Error));
    warn.mockRestore();
  });
});
