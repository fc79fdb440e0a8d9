import { expect, test, type Locator, type Page } from "@playwright/test";
import { blockReady, pageHydrated } from "./ready";
import { leadsFor } from "./leads";

// Masked fields (phone, postal code, surfaces) take what a visitor enters, pastes or autofills,
// whenever they do it: before the mask's code has arrived, and after a validation error.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.ca`;

const LOCALES = {
  fr: {
    contact: "/fr/contact",
    wizards: "/fr/vitrine/alertes-et-evaluation",
    phone: "Téléphone (facultatif)",
    send: "Envoyer",
    failure: "La demande n’a pas pu être envoyée.",
    sent: "Votre message a été envoyé.",
    municipalities: /Municipalités/,
  },
  en: {
    contact: "/en/contact",
    wizards: "/en/showcase/alerts-and-valuation",
    phone: "Phone (optional)",
    send: "Send",
    failure: "The request could not be submitted.",
    sent: "Your message has been sent.",
    municipalities: /Municipalities/,
  },
} as const;
type Texts = (typeof LOCALES)[keyof typeof LOCALES];

/**
 * Holds every script the page asks for from now on until the returned function is called: what the
 * test does meanwhile happens before the form's or the mask's code has arrived, on any machine.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A real paste: the text goes through the clipboard and Ctrl+V, over whatever is selected. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const contactForm = (page: Page) => page.locator("main form").first();
const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

async function fillContact(form: Locator, email: string) {
  await field(form, "firstname").fill("Léa");
  await field(form, "lastname").fill("Roy");
  await field(form, "email").fill(email);
  await field(form, "message").fill("Un condo près de la rivière.");
}

async function sendContact(page: Page, texts: Texts, email: string) {
  await contactForm(page).getByRole("button", { name: texts.send, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: texts.sent })).toBeVisible();
  await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
  return (await leadsFor(email))[0].payload;
}

for (const [locale, texts] of Object.entries(LOCALES)) {
  test.describe(`contact form (${locale})`, () => {
    test("autofill before any pointer move and before the code arrives: that exact number, formatted", async ({
      page,
    }) => {
      const email = unique(`autofill-${locale}`);
      await page.goto(texts.contact);
      await pageHydrated(page);
      const release = await holdScripts(page);
      const form = contactForm(page);
      const phone = form.getByRole("textbox", { name: texts.phone, exact: true });
      await phone.fill("514 555 0142");
      release();
      await expect(phone).toHaveValue("(514) 555-0142");
      await fillContact(form, email);
      expect((await sendContact(page, texts, email)).phone).toBe("(514) 555-0142");
    });

    test("before any code: an error posted without JavaScript, the correction pasted, then the mask formats it", async ({
      page,
    }) => {
      const email = unique(`nojs-first-${locale}`);
      const release = await holdScripts(page);
      await page.goto(texts.contact, { waitUntil: "domcontentloaded" });
      const form = contactForm(page);
      const phone = form.getByRole("textbox", { name: texts.phone, exact: true });
      await fillContact(form, email);
      await phone.pressSequentially("123");
      // No pointer: the button is pressed from the keyboard, the page's code still on its way.
      await form.getByRole("button", { name: texts.send, exact: true }).press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: texts.failure })).toBeVisible();
      await expect(phone).toHaveValue("123");
      await paste(page, phone, "514 555 0142");
      release();
      await pageHydrated(page);
      await expect(phone).toHaveValue("(514) 555-0142");
      expect((await sendContact(page, texts, email)).phone).toBe("(514) 555-0142");
    });

    test("a correction after an error, typed over or pasted over the old digits, replaces them", async ({
      page,
    }) => {
      const email = unique(`correction-${locale}`);
      await page.goto(texts.contact);
      await blockReady(page, contactForm(page));
      const form = contactForm(page);
      const phone = form.getByRole("textbox", { name: texts.phone, exact: true });
      await fillContact(form, email);
      await phone.pressSequentially("123");
      await expect(phone).toHaveValue("(123");
      await form.getByRole("button", { name: texts.send, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: texts.failure })).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await phone.click();
      await phone.pressSequentially("4505550199");
      await expect(phone).toHaveValue("(450) 555-0199");
      await phone.fill("514 555 0199");
      await expect(phone).toHaveValue("(514) 555-0199");
      await paste(page, phone, "514 555 0142");
      await expect(phone).toHaveValue("(514) 555-0142");
      await expect(phone).not.toHaveAttribute("aria-invalid", "true");
      expect((await sendContact(page, texts, email)).phone).toBe("(514) 555-0142");
    });
  });
}

const wizardForm = (page: Page, type: string) =>
  page.locator("main form").filter({ has: page.locator(`input[name="form_type"][value="${type}"]`) });
const step = (form: Locator) => form.getByRole("progressbar");
const press = (form: Locator, intent: "start" | "next" | "submit") =>
  form.locator(`button[value="${intent}"]`).click();

async function chooseMunicipality(form: Locator, texts: Texts, name: string) {
  await form.getByRole("button", { name: texts.municipalities }).click();
  await form.getByRole("option", { name, exact: true }).click();
  await form.page().keyboard.press("Escape");
}

async function next(form: Locator, to: number) {
  await press(form, "next");
  await expect(step(form)).toHaveAttribute("aria-valuenow", String(to));
}

/** The contact step: a wrong number, Next (error), then the right one typed or pasted over it. */
async function contactStepWithCorrection(
  form: Locator,
  email: string,
  how: "fill" | "paste" | "type" | "click and type",
) {
  const page = form.page();
  const phone = field(form, "phone");
  await field(form, "firstname").fill("Marie");
  await field(form, "lastname").fill("Tremblay");
  await field(form, "email").fill(email);
  await form.locator('input[name="communication_method"][value="email"]').check();
  await phone.pressSequentially("123");
  await press(form, "next");
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  if (how === "fill") await phone.fill("514 555 0142");
  else if (how === "paste") await paste(page, phone, "514 555 0142");
  else if (how === "click and type") {
    // What a visitor does: click in the field and type the right number, selecting nothing.
    await phone.click();
    await phone.pressSequentially("5145550142");
  } else {
    await phone.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await phone.pressSequentially("5145550142");
  }
  await expect(phone).toHaveValue("(514) 555-0142");
}

async function addressStep(form: Locator) {
  const postalCode = field(form, "postal_code");
  await field(form, "address").fill("1 rue Principale");
  await paste(form.page(), postalCode, "h2x 1y4");
  await expect(postalCode).toHaveValue("H2X 1Y4");
  await field(form, "city").fill("Laval");
  await press(form, "submit");
}

for (const [locale, texts] of Object.entries(LOCALES)) {
  test.describe(`wizards (${locale})`, () => {
    for (const how of ["fill", "paste", "click and type"] as const) {
      test(`alert: the phone corrected after an error (${how}) is the number sent`, async ({ page }) => {
        const email = unique(`alert-${how.replace(/ /g, "-")}-${locale}`);
        await page.goto(texts.wizards);
        const form = await blockReady(page, wizardForm(page, "property_alert"));
        await press(form, "start");
        await chooseMunicipality(form, texts, "Laval");
        await next(form, 2);
        await form.locator('input[name="moving_date"]').first().check();
        await form.locator('input[name="current_situation"]').first().check();
        await next(form, 3);
        await next(form, 4);
        await field(form, "bedrooms").fill("3");
        await field(form, "bathrooms").fill("1");
        await next(form, 5);
        await contactStepWithCorrection(form, email, how);
        await next(form, 6);
        await addressStep(form);
        await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
        const [lead] = await leadsFor(email);
        expect(lead.payload).toMatchObject({ phone: "(514) 555-0142", postal_code: "H2X 1Y4" });
      });
    }

    test("valuation: numbers entered before the code arrives, surfaces, and a typed correction", async ({
      page,
    }) => {
      const email = unique(`valuation-${locale}`);
      await page.goto(texts.wizards);
      const form = await blockReady(page, wizardForm(page, "property_valuation"));
      await press(form, "start");
      await chooseMunicipality(form, texts, "Gatineau");
      await next(form, 2);
      await form.locator('select[name="property_type"]').selectOption({ index: 1 });
      const release = await holdScripts(page);
      await field(form, "construction_year").fill("1987");
      await field(form, "bedrooms").fill("2");
      release();
      await field(form, "bathrooms").fill("1");
      await field(form, "parking").fill("0");
      await field(form, "garage").fill("0");
      await expect(field(form, "construction_year")).toHaveValue("1987");
      await next(form, 3);
      await form.locator('input[name="measurement_system"]').first().check();
      await paste(page, field(form, "livable_surface_area"), "1 200");
      await expect(field(form, "livable_surface_area")).toHaveValue("1200");
      await field(form, "lot_surface_area").fill("4500");
      await next(form, 4);
      await form.locator('input[name="report"]').first().check();
      await next(form, 5);
      await next(form, 6);
      await contactStepWithCorrection(form, email, "type");
      await next(form, 7);
      await addressStep(form);
      await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
      const [lead] = await leadsFor(email);
      expect(lead.payload).toMatchObject({
        phone: "(514) 555-0142",
        postal_code: "H2X 1Y4",
        year_of_construction: "1987",
      });
      expect(lead.payload.living_area).toMatch(/^1200 /);
    });
  });
}
