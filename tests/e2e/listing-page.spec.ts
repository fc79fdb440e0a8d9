import { expect, test, type Page } from "@playwright/test";
import { blockReady, pageHydrated } from "./ready";
import { leadsFor } from "./leads";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A listing the search page links to (the demo's seed decides which). */
async function firstListingId(page: Page): Promise<string> {
  const html = await (await page.request.get("/fr/proprietes")).text();
  const match = html.match(/\/fr\/proprietes\/([\w-]+)"/);
  expect(match).not.toBeNull();
  return match![1];
}

for (const size of SIZES) {
  test.describe(`listing page at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("French: gallery by keyboard, full screen, broker, JSON-LD", async ({ page }) => {
      const id = await firstListingId(page);
      const response = await page.goto(`/fr/proprietes/${id}`);
      expect(response?.status()).toBe(200);
      await pageHydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Its code waits for the visitor's first sign of using it (loadOn "intent").
      await blockReady(page, page.locator('[data-block-type="property-details"]'));
      await expect(page.getByText("3 photos")).toBeVisible();
      await expect(page.getByText(`N° de la propriété : ${id}`)).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Courtier responsable" })).toBeVisible();
      await expect(page.getByRole("banner").first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeAttached();

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const listing = jsonLd
        .map((text) => JSON.parse(text))
        .find((data) => data["@type"] === "RealEstateListing");
      // Absolute, as search engines read it (docs/seo.md).
      const url = new URL(`/fr/proprietes/${id}`, page.url()).href;
      expect(listing).toMatchObject({ url, offers: { priceCurrency: "CAD" } });

      // The gallery turns by keyboard.
      const gallery = page.getByRole("region", { name: /Photos de la propriété/ });
      await gallery.getByRole("button", { name: "Diapositive suivante" }).focus();
      await page.keyboard.press("Enter");
      await expect(gallery.getByText("02 / 03")).toBeVisible();

      // Full screen: arrows, swipe, Escape returns focus.
      const open = page.getByRole("button", { name: "Voir en plein écran" });
      await open.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Photo 2 sur 3")).toBeVisible();
      // The photo takes the screen's width, and fits its height (issue 34 §12: 310 px on a phone).
      const shown = (await dialog.getByRole("img").boundingBox())!;
      expect(shown.width).toBeGreaterThanOrEqual(size.width - 1);
      expect(shown.y + shown.height).toBeLessThanOrEqual(size.height);
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText("Photo 3 sur 3")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText("Photo 1 sur 3")).toBeVisible();
      const photo = dialog.getByTestId("fullscreen-photo");
      const box = (await photo.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(dialog.getByText("Photo 3 sur 3")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await page.screenshot({ path: `test-results/listing-fr-${size.width}.png`, fullPage: true });
    });

    test("English: the contact form goes to the listing's broker, naming the listing", async ({ page }) => {
      const id = await firstListingId(page);
      await page.goto(`/en/properties/${id}`);
      await expect(page.getByText(`Property no.: ${id}`)).toBeVisible();
      const brokerName = (await page.locator("aside p").first().textContent())!.trim();
      const form = page.locator("form").filter({ has: page.locator('input[name="recipient_slug"]') });
      await blockReady(page, form);
      await expect(form.locator('input[name="recipient_type"]')).toHaveValue("broker");
      const slug = await form.locator('input[name="recipient_slug"]').inputValue();
      expect(slug).not.toBe("");
      await expect(page.getByText(`Your message will be sent to ${brokerName}.`)).toBeVisible();
      const message = form.getByRole("textbox", { name: "Message", exact: true });
      await expect(message).toHaveValue(new RegExp(`#${id}`));

      const email = `listing-${Date.now()}-${size.width}@exemple.ca`;
      await form.getByRole("textbox", { name: "First name", exact: true }).fill("Léa");
      await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Roy");
      await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await form.getByRole("button", { name: "Send" }).click();
      await expect.poll(async () => (await leadsFor(email)).length, { timeout: 10_000 }).toBe(1);
      const [lead] = await leadsFor(email);
      expect(lead.payload).toMatchObject({ recipient_type: "broker", recipient_slug: slug });
      expect(lead.payload.message).toContain(id);

      await page.screenshot({ path: `test-results/listing-en-${size.width}.png`, fullPage: true });
    });

    // Issue 34 item 1: "Write to …" put the focus in the hidden anti-spam field, so what the visitor
    // typed first went there and the lead was dropped while the page said "sent".
    for (const lang of ["fr", "en"] as const) {
      test(`${lang}: "write to" the broker focuses the first name; typed at once, the lead arrives`, async ({
        page,
      }) => {
        const words = {
          fr: {
            path: "/fr/proprietes/16113468",
            write: /^Écrire à /,
            first: "Prénom",
            last: "Nom",
            email: "Courriel",
            send: "Envoyer",
          },
          en: {
            path: "/en/properties/16113468",
            write: /^Write to /,
            first: "First name",
            last: "Last name",
            email: "Email",
            send: "Send",
          },
        }[lang];
        await page.goto(words.path);
        await blockReady(page, page.locator('[data-block-type="property-details"]'));
        await page.getByRole("button", { name: words.write }).click();
        const form = page.locator("form").filter({ has: page.locator('input[name="recipient_slug"]') });
        const first = form.getByRole("textbox", { name: words.first, exact: true });
        await expect(first).toBeFocused();
        await page.keyboard.type("Léa");
        await expect(first).toHaveValue("Léa");
        await expect(form.locator('input[name="homepage_url"]')).toHaveValue("");
        const email = `write-to-${lang}-${Date.now()}-${size.width}@exemple.ca`;
        await form.getByRole("textbox", { name: words.last, exact: true }).fill("Roy");
        await form.getByRole("textbox", { name: words.email, exact: true }).fill(email);
        await form.getByRole("button", { name: words.send }).click();
        await expect.poll(async () => (await leadsFor(email)).length, { timeout: 10_000 }).toBe(1);
        expect((await leadsFor(email))[0].payload).toMatchObject({ first_name: "Léa", last_name: "Roy" });
      });
    }

    // axe on both languages' listing, as it loads: demo-pages.spec.ts.

    test("a listing no longer on the market is the designed 410 with the site's header, footer and two ways on", async ({
      page,
    }) => {
      for (const [path, search, home] of [
        ["/fr/proprietes/does-not-exist", "Rechercher une propriété", "Aller à la page d'accueil"],
        ["/en/properties/does-not-exist", "Search properties", "Go to home page"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(410);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toContainText("410");
        await expect(main.getByRole("link", { name: search })).toHaveAttribute(
          "href",
          path.startsWith("/fr") ? "/fr/proprietes" : "/en/properties",
        );
        await expect(main.getByRole("link", { name: home })).toHaveAttribute("href", path.slice(0, 3));
        await expect(page.locator('[data-block-type^="header-"]')).toBeVisible();
        await expect(page.locator('[data-block-type^="footer-"]')).toBeAttached();
        await expect(page.getByRole("contentinfo")).toBeAttached();
        await page.screenshot({
          path: `test-results/410-${path.slice(1, 3)}-${size.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}

test("403, 500 and 503 pages carry the site's header and footer too", async ({ page }) => {
  for (const [path, status] of [
    ["/fr/test-403", 403],
    ["/fr/test-500", 500],
    ["/en/test-503", 503],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-block-type^="header-"]')).toBeVisible();
    await expect(page.locator('[data-block-type^="footer-"]')).toBeAttached();
  }
});
