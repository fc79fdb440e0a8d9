import { expect, test, type Page } from "@playwright/test";
import { pageHydrated } from "./ready";

/** Every script the page downloads until the network is idle, with its body. */
async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(".js")) return;
    scripts.set(url.pathname, await response.text().catch(() => ""));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return scripts;
}

const carouselCode = (scripts: Map<string, string>) =>
  [...scripts.values()].some((body) => body.includes("keen-slider"));

/** Scrolls through the whole page, so every deferred block comes near the viewport. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
}

test.describe("each page ships only its own blocks (ARCHITECTURE §5)", () => {
  test("a page without carousels never downloads the carousel's code; one with a carousel loads it as it nears", async ({
    page,
  }) => {
    const home = await scriptsOf(page, "/fr");
    await scrollThrough(page);
    expect(carouselCode(home)).toBe(false);

    const blocks = await scriptsOf(page, "/en/showcase/blocks");
    await pageHydrated(page);
    expect(carouselCode(blocks), "below the fold, the carousel's code waits").toBe(false);
    const carousel = page.locator('[data-block-type="media-carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carouselCode(blocks)).toBe(true);
    const next = carousel.getByRole("button", { name: /next/i });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(carousel.getByRole("button", { name: /previous/i })).toBeEnabled();
  });

  test("the server preloads every script the first view needs: no request waterfall", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    const html = await (await page.request.get("/fr/vitrine/blocs")).text();
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
    const requested: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".js")) requested.push(path);
    });
    await page.goto("/fr/vitrine/blocs");
    await pageHydrated(page);
    expect(requested.filter((path) => !announced.has(path))).toEqual([]);
    expect(requested.length).toBeGreaterThan(3);
  });

  test("a page's first view needs few enough scripts for one round trip over HTTP/1.1 (issue 33)", async ({
    request,
  }) => {
    // Chromium opens 6 connections per host: the manifest, entry, root chunk, page route and messages.
    for (const path of ["/fr", "/en/contact"]) {
      const html = await (await request.get(path)).text();
      const scripts = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
      expect([...scripts].length, [...scripts].join("\n")).toBeLessThanOrEqual(6);
    }
  });

  test("the scripts wait for the first view's photo, asked for root first; the photos below wait for the code", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const html = await (await page.request.get("/fr/proprietes")).text();
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
    expect(preloads.length).toBeGreaterThan(5);
    expect(Math.min(...preloads.map((m) => m.index))).toBeGreaterThan(html.indexOf("</main>"));
    // Over HTTP/1.1's 6 connections the first asked is the first served: the largest, every page's.
    expect(preloads[0][1]).toMatch(/^\/build\/root-/);
    const photo = /<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? "";
    const photoSource = new URL(
      /srcSet="([^ "]+)/.exec(photo)![1].replaceAll("&amp;", "&"),
      "http://x",
    ).searchParams.get("src");

    const events: string[] = [];
    const scriptsAsked: string[] = [];
    let askedBeforePhotos = -1;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".js")) {
        events.push("script");
        scriptsAsked.push(url.pathname);
      } else if (url.pathname === "/resources/image" && url.searchParams.get("src") !== photoSource) {
        events.push("photo below");
        if (askedBeforePhotos < 0) askedBeforePhotos = scriptsAsked.length;
      }
    });
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.get("src") === photoSource) events.push("first photo");
    });
    await page.goto("/fr/proprietes");
    await pageHydrated(page);
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(() => events.includes("photo below")).toBe(true);
    expect(events.indexOf("first photo")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("first photo")).toBeLessThan(events.indexOf("script"));
    // The first view's scripts all went before any photo below it.
    const firstView = new Set(preloads.map((m) => m[1]));
    expect(scriptsAsked.filter((path) => firstView.has(path)).length).toBe(firstView.size);
    expect(scriptsAsked.slice(0, askedBeforePhotos).filter((path) => firstView.has(path)).length).toBe(
      firstView.size,
    );
  });

  test("on a slow connection the scripts are asked for at the first paint, while the photo still arrives (issue 33)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const html = await (await page.request.get("/fr/blogue")).text();
    const photo = /<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? "";
    const photoSource = new URL(
      /srcSet="([^ "]+)/.exec(photo)![1].replaceAll("&amp;", "&"),
      "http://x",
    ).searchParams.get("src");
    // A round trip of 400 ms and 60 KB/s: the stylesheets take over 400 ms, the photo a second more.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 60_000,
      uploadThroughput: 60_000,
    });
    const events: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".js")) events.push("script");
    });
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).searchParams.get("src") === photoSource) events.push("first photo");
    });
    await page.goto("/fr/blogue", { waitUntil: "commit" });
    await pageHydrated(page);
    expect(events).toContain("first photo");
    expect(events.indexOf("script")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("script")).toBeLessThan(events.indexOf("first photo"));
  });

  test("a page carries its first view's texts: no text chunk is asked for before it answers (issue 33)", async ({
    page,
  }) => {
    for (const [path, namespaces] of [
      ["/fr/blogue", ["fr", "blog"]],
      ["/en/properties", ["en", "search", "properties"]],
    ] as const) {
      const scripts: string[] = [];
      const listener = (request: { url(): string }) => {
        const file = new URL(request.url()).pathname;
        if (file.endsWith(".js")) scripts.push(file);
      };
      page.on("request", listener);
      await page.goto(path);
      await pageHydrated(page);
      page.off("request", listener);
      const texts = JSON.parse(
        (await page.locator("script#page-texts").textContent({ timeout: 1000 })) ?? "{}",
      ) as Record<string, unknown>;
      expect(Object.keys(texts)).toEqual(expect.arrayContaining(["common", ...namespaces.slice(1)]));
      const textChunk = new RegExp(`/_shared/(${namespaces.join("|")})-\\w+\\.js$`);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((file) => textChunk.test(file))).toEqual([]);
    }
    // The blog's own texts, as its code renders them.
    await page.goto("/fr/blogue");
    await pageHydrated(page);
    await expect(page.getByText("Trier par").first()).toBeVisible();
  });

  test("the starter runs only the server's templates: one injected into the page stays inert (issue 33)", async ({
    page,
  }) => {
    const injected =
      '<template data-after-load><script>window.injected = "no nonce"</script></template>' +
      '<template data-after-load nonce="guessed"><script>window.injected = "wrong nonce"</script></template>';
    await page.route("**/fr/contact", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("</main>", `${injected}</main>`);
      await route.fulfill({ response, body });
    });
    await page.goto("/fr/contact");
    // Hydrated: the starter has promoted the server's templates, and would have run these with them.
    await pageHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  });

  test("a client-side navigation to a page with new blocks loads and renders them", async ({ page }) => {
    await page.goto("/fr", { waitUntil: "networkidle" });
    await pageHydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const carouselRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("MediaCarousel")) carouselRequests.push(request.url());
    });
    await page
      .locator('a[data-internal][href="/fr/vitrine/blocs"]')
      .first()
      .evaluate((a) => (a as HTMLElement).click());
    await expect(page).toHaveURL(/\/fr\/vitrine\/blocs$/);
    await expect(page.locator('[data-block-type="media-carousel"]').first()).toBeVisible();
    await expect(page.locator('[data-block-type="script-embed"]')).toHaveCount(1);
    await expect(
      page.locator('[data-block-type="statistics"], [data-block-type="multi-redirect"]').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(carouselRequests.length).toBeGreaterThan(0);
  });

  test("the header's code loads only on the visitor's first sign of using it, and its links work before", async ({
    page,
  }) => {
    const headerRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/Header-[\w-]+\.js$/.test(new URL(request.url()).pathname)) headerRequests.push(request.url());
    });
    await page.goto("/en", { waitUntil: "networkidle" });
    await pageHydrated(page);
    expect(headerRequests).toEqual([]);
    const header = page.locator("[data-deferred-block] header").first();
    await expect(header.getByRole("link", { name: /Home/ }).first()).toBeVisible();
    await header.hover();
    await expect(page.locator("[data-deferred-block][data-ready] header")).toHaveCount(1);
    expect(headerRequests.length).toBeGreaterThan(0);
  });
});
