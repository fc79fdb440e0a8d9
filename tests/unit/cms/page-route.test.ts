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
      {
        block_type: "text-block-2",
        fields: {
          main_title: text("Texte", "Text"),
          cta_repeater: [
            {
              cta: {
                type: "link",
                url: { fr: "/fr/contact", en: "/en/contact" },
                text: { fr: "Nous joindre", en: "Contact us" },
              },
            },
          ],
        },
      },
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

type LoaderResult = { data: PageLoaderData; init: ResponseInit | null };

async function loadRoute(path: string, env: Record<string, string> = {}) {
  vi.resetModules();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  delete process.env.PREVIEW_TOKEN;
  delete process.env.STALE_IF_ERROR_SECONDS;
  Object.assign(process.env, { CMS_URL: url, CORE_URL: url, SITE_ID: "1", PAGE_CACHE_SECONDS: "30", ...env });
  (await import("~/i18n/messages.server")).registerAllMessages();
  const { loadPageRoute } = await import("~/cms/page-route.server");
  const respond = async (href: string) => {
    const request = new Request(`https://agence.test${href}`);
    return (await loadPageRoute({ request, params: { lang: "en" }, context: {} })) as unknown as LoaderResult;
  };
  const load = async (href: string) => (await respond(href)).data;
  const cacheControl = async (href: string) =>
    new Headers((await respond(href)).init?.headers).get("Cache-Control");
  return { first: await load(path), load, respond, cacheControl };
}

/** Every internal link href of a prepared page. */
function internalHrefs(page: PageLoaderData): string[] {
  const hrefs: string[] = [];
  JSON.stringify(page, (key, value: unknown) => {
    if (key === "href" && typeof value === "string" && value.startsWith("/en/")) hrefs.push(value);
    return value;
  });
  return hrefs;
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

  it("static blocks ship no code, later interactive ones wait for the viewport, the header for intent, an editor's script never waits", async () => {
    const { first } = await loadRoute("/en");
    const flags = Object.fromEntries(
      [...first.header, ...first.main, ...first.footer].map((block) => [
        block.block_type,
        { static: Boolean(block.static), deferred: Boolean(block.deferred), eager: Boolean(block.eager) },
      ]),
    );
    // The header works from its HTML until the visitor uses it (loadOn: "intent"): not preloaded.
    expect(flags["header-classic"]).toEqual({ static: false, deferred: true, eager: false });
    expect(first.header[0].loadOn).toBe("intent");
    expect(flags["hero-content-1"]).toEqual({ static: true, deferred: false, eager: false });
    expect(flags["text-block-2"]).toMatchObject({ static: true, deferred: false });
    expect(flags["media-carousel"]).toMatchObject({ static: false, deferred: true });
    expect(flags["script-embed"]).toMatchObject({ static: false, deferred: false, eager: true });
    // The footer keeps its server HTML (commit f436fde): no code, nothing to defer.
    expect(flags["footer-classic"]).toMatchObject({ static: true, deferred: false });
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

describe("the page route behind a load balancer (issue 11 §2)", () => {
  it("public pages may be served stale by the load balancer or CDN while we answer errors", async () => {
    const { cacheControl } = await loadRoute("/en");
    expect(await cacheControl("/en")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
    );
    const { cacheControl: without } = await loadRoute("/en", { STALE_IF_ERROR_SECONDS: "0" });
    expect(await without("/en")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  });

  it("tracking tags, unknown keys and, on a page without a search block, filters share the prepared page", async () => {
    const { first, load } = await loadRoute("/en");
    const before = calls;
    expect(await load("/en?utm_source=mail&utm_campaign=fall&gclid=1&fbclid=2&msclkid=3&_ga=4&x=5")).toBe(
      first,
    );
    expect(calls).toBe(before);
    // Issue 21 §5: this page has no search block, so its filters change nothing.
    expect(await load("/en?mun=66023")).toBe(first);
    expect(await load("/en?mun=66024&utm_source=mail")).toBe(first);
    expect(calls).toBe(before);
  });

  it("a valid variant is carried into internal links, and the page is personal", async () => {
    const { load, cacheControl } = await loadRoute("/en");
    expect(internalHrefs(await load("/en?variant=7"))).toContain("/en/contact?variant=7");
    expect(await cacheControl("/en?variant=7")).toBe("private, no-store");
  });

  it("an invalid variant or preview token is carried nowhere: a 10 KB token does not make a huge page", async () => {
    const { first, load, cacheControl } = await loadRoute("/en", {
      PREVIEW_TOKEN: "the-real-secret-0123456789",
    });
    const huge = "a".repeat(10_000);
    for (const query of [
      `preview_token=${huge}`,
      "preview_token=wrong-token-0000000000",
      "variant=%3Cb%3E",
      `variant=${"v".repeat(33)}`,
    ]) {
      const page = await load(`/en?${query}`);
      expect(page).toBe(first);
      expect(internalHrefs(page)).toContain("/en/contact");
      expect(JSON.stringify(page)).not.toMatch(/preview_token|variant=/);
      expect(await cacheControl(`/en?${query}`)).toMatch(/^public/);
    }
  });

  it("the configured preview token is carried, so edit mode follows the visitor's navigation", async () => {
    const { load } = await loadRoute("/en", { PREVIEW_TOKEN: "the-real-secret-0123456789" });
    const page = await load("/en?preview_token=the-real-secret-0123456789&variant=7");
    expect(internalHrefs(page)).toContain("/en/contact?variant=7&preview_token=the-real-secret-0123456789");
  });

  it("internalSearch keeps only valid values", async () => {
    vi.resetModules();
    const { internalSearch } = await import("~/cms/page-route.server");
    const secret = "the-real-secret-0123456789";
    expect(internalSearch(new URLSearchParams(`variant=b-2&preview_token=${secret}&x=1`), secret)).toBe(
      `?variant=b-2&preview_token=${secret}`,
    );
    expect(internalSearch(new URLSearchParams(`variant=a b&preview_token=${secret}`), null)).toBe("");
    expect(
      internalSearch(new URLSearchParams("preview_token=" + "t".repeat(10_000)), "t".repeat(10_000)),
    ).toBe("");
  });

  it('the "unknown block type" warning is logged once, however often the page is prepared', async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { load } = await loadRoute("/en");
    for (const mun of ["1", "2", "3"]) await load(`/en?mun=${mun}`);
    expect(warn.mock.calls.filter(([message]) => String(message).includes("not-a-block"))).toHaveLength(1);
    warn.mockRestore();
  });
});
