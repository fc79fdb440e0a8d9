import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PageLoaderData } from "~/cms/page-route.server";

let server: Server;
let calls = 0;

const text = (fr: string, en: string) => ({ type: "text", value: { fr, en } });
const page = {
  site_key: "secret-site-key",
  header: [{ block_type: "header-classic", fields: {} }],
  footer: [{ block_type: "footer-classic", fields: {} }],
  content: {
    fields: [
      {
        block_type: "hero-content-1",
        block_params: { core_data: { listings: ["huge"] } },
        fields: {
          main_title: text("Bienvenue", "Welcome"),
          image: { type: "image", media: { fr: { url: "hero.jpg", alt: "Maison" } } },
        },
      },
      { block_type: "text-block-2", fields: { main_title: text("Texte", "Text") } },
      { block_type: "media-carousel", fields: { media_repeater: [] } },
      { block_type: "script-embed", fields: { code: { type: "code", value: { fr: "<p>x</p>" } } } },
      { block_type: "not-a-block", fields: {} },
    ],
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    calls += 1;
    req.resume().on("end", () => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(page));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function loadRoute(path: string) {
  vi.resetModules();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { CMS_URL: url, CORE_URL: url, SITE_ID: "1", PAGE_CACHE_SECONDS: "30" });
  (await import("~/i18n/messages.server")).registerAllMessages();
  const { loadPageRoute } = await import("~/cms/page-route.server");
  const load = async (href: string) => {
    const request = new Request(`https://agence.test${href}`);
    const result = (await loadPageRoute({ request, params: { lang: "en" }, context: {} })) as unknown as {
      data: PageLoaderData;
    };
    return result.data;
  };
  return { first: await load(path), load };
}

describe("the page route sends prepared blocks (ARCHITECTURE §1, issue 10)", () => {
  it("only the visitor's language, no upstream keys, no core_data, unknown blocks dropped", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { first } = await loadRoute("/en");
    const json = JSON.stringify(first);
    expect(json).toContain("Welcome");
    expect(json).not.toContain("Bienvenue");
    expect(json).not.toContain("secret-site-key");
    expect(json).not.toContain("huge");
    expect(first.main.map((block) => block.block_type)).toEqual([
      "hero-content-1",
      "text-block-2",
      "media-carousel",
      "script-embed",
    ]);
    expect(warn).toHaveBeenCalledWith('Unknown block type "not-a-block": nothing rendered');
    warn.mockRestore();
  });

  it("static blocks ship no code, later interactive ones wait for the viewport, an editor's script never waits", async () => {
    const { first } = await loadRoute("/en");
    const flags = Object.fromEntries(
      [...first.header, ...first.main, ...first.footer].map((block) => [
        block.block_type,
        { static: Boolean(block.static), deferred: Boolean(block.deferred), eager: Boolean(block.eager) },
      ]),
    );
    expect(flags["header-classic"]).toEqual({ static: false, deferred: false, eager: false });
    expect(flags["hero-content-1"]).toEqual({ static: true, deferred: false, eager: false });
    expect(flags["text-block-2"]).toMatchObject({ static: true, deferred: false });
    expect(flags["media-carousel"]).toMatchObject({ static: false, deferred: true });
    expect(flags["script-embed"]).toMatchObject({ static: false, deferred: false, eager: true });
    expect(flags["footer-classic"]).toMatchObject({ static: false, deferred: true });
  });

  it("the hero's image is preloaded as the page's largest paint", async () => {
    const { first } = await loadRoute("/en");
    expect(first.head).toContainEqual(
      expect.objectContaining({ tagName: "link", rel: "preload", as: "image", fetchpriority: "high" }),
    );
  });

  it("a cached page is prepared once: the same prepared page answers the next visitor without a CMS call", async () => {
    const { first, load } = await loadRoute("/en");
    const before = calls;
    const again = await load("/en");
    expect(again).toBe(first);
    expect(calls).toBe(before);
  });
});
