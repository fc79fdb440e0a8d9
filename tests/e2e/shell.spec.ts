import { expect, test, type Page } from "@playwright/test";
import { openWithoutJavaScript } from "./no-javascript";

test.describe("root redirect (spec 1 §2)", () => {
  test("goes to the browser language without a cookie", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "en-CA,en;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/en");
  });

  test("the stored cookie wins over the browser language", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "en-CA", Cookie: "i18n_redirected=fr" },
      maxRedirects: 0,
    });
    expect(response.headers()["location"]).toBe("/fr");
  });

  test("falls back to French", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Language": "de-DE" }, maxRedirects: 0 });
    expect(response.headers()["location"]).toBe("/fr");
  });
});

test.describe("pages in both languages", () => {
  for (const locale of ["fr", "en"] as const) {
    test(`the ${locale} home page renders with its head`, async ({ page }) => {
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(/.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${locale}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", `${locale}_CA`);
      await expect(page.locator("main#main-content")).not.toBeEmpty();
    });
  }

  test("a page renders without JavaScript", async ({ browser }) => {
    const { context, page, response } = await openWithoutJavaScript(browser, "/fr/contact");
    expect(response?.status()).toBe(200);
    await expect(page.locator("main#main-content")).not.toBeEmpty();
    await context.close();
  });
});

test.describe("language switch (spec 1 §4)", () => {
  test("keeps the page and stores the cookie", async ({ page, context }) => {
    await page.goto("/fr/contact");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test("without JavaScript, keeps the search's filters both ways (issue 34 §11)", async ({ browser }) => {
    const count = /^[\d\s,\u202f\u00a0]+ (properties|propriétés)$/;
    const total = async (page: Page) =>
      Number((await page.getByText(count).first().textContent())!.replace(/\D/g, ""));
    const { context, page } = await openWithoutJavaScript(browser, "/fr/proprietes?type=condo&bedrooms=2");
    const condos = await total(page);
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en\/properties\?type=condo&bedrooms=2$/);
    expect(await total(page)).toBe(condos);
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(/\/fr\/proprietes\?type=condo&bedrooms=2$/);
    expect(await total(page)).toBe(condos);
    await context.close();
  });

  test("goes to the language's home when the page has no translation", async ({ page }) => {
    await page.goto("/fr/seulement-en-francais");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("error pages (spec 1 §8)", () => {
  test("404 in French offers to go home", async ({ page }) => {
    const response = await page.goto("/fr/cette-page-nexiste-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Désolé, la page que vous cherchez est introuvable.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller à la page d'accueil" })).toHaveAttribute(
      "href",
      "/fr",
    );
  });

  test("an unknown first segment is a 404", async ({ page }) => {
    const response = await page.goto("/de/seite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("403 offers to refresh the page", async ({ page }) => {
    const response = await page.goto("/en/test-403");
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText("Sorry, a permissions error has occurred. Please refresh the page or try again later."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Refresh the page" })).toBeVisible();
  });

  test("503 has its own title and Retry-After", async ({ page }) => {
    const response = await page.goto("/en/test-503");
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBeTruthy();
    await expect(page.getByRole("heading", { name: "Site under maintenance" })).toBeVisible();
  });

  test("other statuses say so", async ({ page }) => {
    const response = await page.goto("/fr/test-418");
    expect(response?.status()).toBe(418);
    await expect(page.getByText("Code de statut inattendu.")).toBeVisible();
  });

  test("a redirect without location is a 500", async ({ page }) => {
    const response = await page.goto("/fr/test-redirect-sans-location");
    expect(response?.status()).toBe(500);
    await expect(page.getByText("Réponse de redirection inattendue.")).toBeVisible();
  });

  test("a string answer is a 500", async ({ page }) => {
    const response = await page.goto("/fr/test-string");
    expect(response?.status()).toBe(500);
    await expect(page.getByText("Réponse textuelle inattendue.")).toBeVisible();
  });

  test("a CMS that does not answer in time, with no earlier copy, gives the designed 503 with Retry-After instead of hanging (issue 11)", async ({
    page,
  }) => {
    // A filter key no other test uses: no earlier copy of this page can be served instead.
    const started = Date.now();
    const response = await page.goto("/fr/test-slow?type=jamais-vu");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a CMS redirect keeps its status", async ({ request }) => {
    const response = await request.get("/fr/test-301", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/fr");
    expect(response.headers()["strict-transport-security"]).toContain("max-age=");
  });
});

test.describe("shell", () => {
  test("the skip link jumps to the main content", async ({ page }) => {
    await page.goto("/fr");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu principal" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the variant indicator shows the variant's name", async ({ page }) => {
    const response = await page.goto("/fr?variant=7");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("Aperçu de la variante : Variante B")).toBeVisible();
  });

  test("public pages are cacheable and carry the security headers", async ({ request }) => {
    const response = await request.get("/fr");
    const headers = response.headers();
    expect(headers["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate/);
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self'/);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
  });

  test("a forged forwarded host does not change the canonical address", async ({ request }) => {
    const html = await (await request.get("/fr", { headers: { "X-Forwarded-Host": "evil.example" } })).text();
    expect(html).not.toContain("evil.example");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/fr"/);
  });

  test("health and readiness", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(health.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await request.get("/readyz")).status()).toBe(200);
  });

  test("an error page's document title is translated", async ({ page }) => {
    await page.goto("/en/test-503");
    await expect(page).toHaveTitle("Site under maintenance");
    await page.goto("/en/cette-page-nexiste-pas");
    await expect(page).toHaveTitle("404 error");
  });
});
