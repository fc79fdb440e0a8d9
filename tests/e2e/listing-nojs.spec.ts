import { expect, test, type Browser } from "@playwright/test";
import { leadsFor } from "./leads";

/*
 * A listing's page without JavaScript (issue 22): the server's HTML alone shows the price, address,
 * specs and photos, the broker's card, and its contact form posts and answers, in both languages.
 */

const LANGUAGES = [
  {
    locale: "fr",
    search: "/fr/proprietes",
    bedrooms: "Chambres",
    area: /\d pi²/,
    broker: "Courtier responsable",
    photos: /^Photos de la propriété/,
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    send: "Envoyer",
    sent: "Votre message a été envoyé.",
    price: /^[\d\u00a0 ]+\u00a0\$(\/mois)?$/,
  },
  {
    locale: "en",
    search: "/en/properties",
    bedrooms: "Bedrooms",
    area: /\d ft²/,
    broker: "Listing broker",
    photos: /^Photos of the property/,
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    send: "Send",
    sent: "Your message has been sent.",
    price: /^\$[\d,]+(\/month)?$/,
  },
] as const;

async function noJsPage(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const width of [390, 1440]) {
  for (const texts of LANGUAGES) {
    test(`a listing's page without JavaScript (${texts.locale}, ${width} px)`, async ({ browser }) => {
      const { context, page } = await noJsPage(browser, width);
      const html = await (await page.request.get(texts.search)).text();
      const id = html.match(new RegExp(`${texts.search}/([\\w-]+)"`))?.[1];
      expect(id).toBeTruthy();

      const response = await page.goto(`${texts.search}/${id}`);
      expect(response?.status()).toBe(200);
      const details = page.locator('main [data-block-type="property-details"]');
      await expect(details.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(details.getByText(texts.price).first()).toBeVisible();
      await expect(details.getByText(texts.bedrooms, { exact: true })).toBeVisible();
      await expect(details.getByText(texts.area).first()).toBeVisible();

      // Photos: the first one shows, and every photo is reachable (scrolled to, as a list).
      const gallery = details.getByRole("region", { name: texts.photos });
      const photos = gallery.locator("img");
      expect(await photos.count()).toBeGreaterThan(1);
      await expect(photos.first()).toBeVisible();
      await expect
        .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const last = photos.last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      // No button that needs the missing code.
      for (const button of await details.getByRole("button").all()) await expect(button).toBeHidden();

      const brokerCard = page.getByRole("complementary", { name: texts.broker });
      await expect(brokerCard).toBeVisible();
      // Its links, and the way back to the search, in the theme's colours, not the browser's blue.
      const links = [details.locator(`a[href^="${texts.search}"]`).first(), brokerCard.locator("a").first()];
      for (const link of links)
        expect(await link.evaluate((element) => getComputedStyle(element).color)).not.toBe("rgb(0, 0, 238)");

      const email = `listing-nojs-${texts.locale}-${width}-${Date.now()}@exemple.ca`;
      const form = page.locator("form").filter({ has: page.locator('input[name="recipient_slug"]') });
      await form.getByRole("textbox", { name: texts.firstName, exact: true }).fill("Léa");
      await form.getByRole("textbox", { name: texts.lastName, exact: true }).fill("Roy");
      await form.getByRole("textbox", { name: texts.email, exact: true }).fill(email);
      await form.getByRole("button", { name: texts.send }).click();
      const sent = page.getByRole("status").filter({ hasText: texts.sent });
      await expect(sent).toBeVisible();
      await expect(sent).toBeInViewport();
      await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
      const [lead] = await leadsFor(email);
      expect(lead.payload).toMatchObject({ recipient_type: "broker" });
      expect(lead.payload.message).toContain(String(id));
      await context.close();
    });
  }
}
