import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { blockingViolationsAtBothWidths } from "./axe";
import { blockReady } from "./ready";
import { PHONE, openWithoutJavaScript } from "./no-javascript";
import { BACKEND, leadsFor } from "./leads";

const EN = "/en/showcase/alerts-and-valuation";
const FR = "/fr/vitrine/alertes-et-evaluation";

/** The demo backend's test hook: this visitor's contact posts answer 500 (others are not affected). */
async function failContactPosts(on: boolean, email: string) {
  const response = await fetch(`${BACKEND}/__test/contact-failure`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: on ? "error" : "off", email }),
  });
  expect(response.ok).toBe(true);
}

const alertForm = (page: Page) => page.getByRole("form", { name: "Be the first to know" });
const valuationForm = (page: Page) => page.getByRole("form", { name: "What is your property worth?" });
const progress = (form: Locator) => form.getByRole("progressbar");

/** With JavaScript the municipalities are a searchable dropdown; without, a native multiple select. */
async function chooseMunicipalities(form: Locator, names: string[], js: boolean) {
  if (!js) {
    await form.getByRole("listbox", { name: /Municipalities/ }).selectOption(names);
    return;
  }
  await form.getByRole("button", { name: /Municipalities/ }).click();
  for (const name of names) await form.getByRole("option", { name, exact: true }).click();
  await form.page().keyboard.press("Escape");
}

async function fillContact(form: Locator, email: string) {
  await form.getByRole("textbox", { name: /First name/ }).fill("Marie");
  await form.getByRole("textbox", { name: /Last name/ }).fill("Tremblay");
  await form.getByRole("textbox", { name: /Phone/ }).fill("514 555 0142");
  await form.getByRole("textbox", { name: /Email/ }).fill(email);
  await form.getByRole("radio", { name: "Text message" }).check();
}

async function fillAddress(form: Locator) {
  await form.getByRole("textbox", { name: /Address/ }).fill("1 rue Principale");
  await form.getByRole("textbox", { name: /Postal code/ }).fill("h2x1y4");
  await form.getByRole("textbox", { name: /City/ }).fill("Laval");
}

/** Opens the wizards' page with JavaScript; each wizard loads its code as the visitor reaches for it. */
async function open(page: Page, path = EN) {
  await page.goto(path);
  for (const form of await page.locator("main form").all()) await blockReady(page, form);
}

/** Next, then the wizard is at `step` and `check` (axe) runs on it. */
async function nextStep(form: Locator, step: number, check?: () => Promise<void>) {
  await form.getByRole("button", { name: "Next" }).click();
  await expect(progress(form)).toHaveAttribute("aria-valuenow", String(step));
  await check?.();
}

/** Walks the alert wizard to its last step; `check` runs on every step (axe). */
async function alertToLastStep(
  page: Page,
  { js, email, check }: { js: boolean; email: string; check?: () => Promise<void> },
) {
  const form = alertForm(page);
  await check?.();
  await form.getByRole("button", { name: "Sign up for alerts" }).click();
  await expect(progress(form)).toHaveAttribute("aria-valuenow", "1");
  await check?.();
  await chooseMunicipalities(form, ["Laval", "Montréal"], js);
  await nextStep(form, 2, check);
  await form.getByRole("radio", { name: "In 4 to 8 months" }).check();
  await form.getByRole("radio", { name: "Tenant" }).check();
  await nextStep(form, 3, check);
  await form.getByRole("combobox", { name: "Minimum budget" }).selectOption("250000");
  await nextStep(form, 4, check);
  await form.getByRole("textbox", { name: /Bedrooms/ }).fill("3");
  await form.getByRole("textbox", { name: /Bathrooms/ }).fill("0");
  await nextStep(form, 5, check);
  await fillContact(form, email);
  await nextStep(form, 6, check);
  return form;
}

async function valuationToLastStep(
  page: Page,
  { js, email, check }: { js: boolean; email: string; check?: () => Promise<void> },
) {
  const form = valuationForm(page);
  await form.getByRole("button", { name: "Start the evaluation" }).click();
  await expect(progress(form)).toHaveAttribute("aria-valuenow", "1");
  await check?.();
  await chooseMunicipalities(form, ["Gatineau"], js);
  await nextStep(form, 2, check);
  await form.getByRole("combobox", { name: /Type of property/ }).selectOption("condo");
  await form.getByRole("textbox", { name: /Year of construction/ }).fill("1987");
  await form.getByRole("textbox", { name: /Bedrooms/ }).fill("2");
  await form.getByRole("textbox", { name: /Bathrooms/ }).fill("1");
  await form.getByRole("textbox", { name: /Parking/ }).fill("0");
  await form.getByRole("textbox", { name: /Garages/ }).fill("0");
  await nextStep(form, 3, check);
  await form.getByRole("radio", { name: "Metric (m²)" }).check();
  await form.getByRole("textbox", { name: /Living area/ }).fill("120");
  await form.getByRole("textbox", { name: /Lot area/ }).fill("450");
  await nextStep(form, 4, check);
  await form
    .getByRole("radiogroup", { name: /valuation report/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await nextStep(form, 5, check);
  await form
    .getByRole("textbox", { name: /Why are you thinking of selling/ })
    .fill("Moving closer to family");
  await nextStep(form, 6, check);
  await fillContact(form, email);
  await nextStep(form, 7, check);
  return form;
}

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("property-alert wizard", () => {
  test("with JavaScript: each step, errors, Previous, the paper-plane submit and one lead with the spec's payload", async ({
    page,
  }) => {
    const email = `alert-js-${Date.now()}@example.com`;
    await open(page);
    const form = alertForm(page);
    await form.getByRole("button", { name: "Sign up for alerts" }).click();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toContainText("Please correct the following:");
    await expect(form.getByRole("alert")).toContainText("Choose at least one municipality.");
    await expect(progress(form)).toHaveAttribute("aria-valuenow", "1");
    await form.getByRole("button", { name: "Previous" }).click();
    await expect(form.getByRole("button", { name: "Sign up for alerts" })).toBeVisible();
    await open(page);
    await alertToLastStep(page, { js: true, email });
    const submit = form.getByRole("button", { name: "Send my request" });
    await expect(submit).toBeDisabled();
    await fillAddress(form);
    await expect(form.getByRole("textbox", { name: /Postal code/ })).toHaveValue("H2X 1Y4");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Request Sent")).toBeVisible();
    await expect.poll(() => leadsFor(email).then((leads) => leads.length)).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead.payload).toMatchObject({
      form_type: "property_alert",
      locale: "en",
      full_name: "Marie Tremblay",
      first_name: "Marie",
      last_name: "Tremblay",
      phone: "(514) 555-0142",
      preferred_method_of_contact: "text",
      municipality: "Laval,Montréal",
      desired_moving_timeframe: "4-8-months",
      current_client_situation: "tenant",
      budget_min: "250000",
      budget_max: "",
      nb_bedrooms: "3",
      nb_bathrooms: "0",
      address: "1 rue Principale",
      postal_code: "H2X 1Y4",
      city: "Laval",
    });
  });

  test("without JavaScript: each step posts, errors come back with the typed values (422), success redirects", async ({
    browser,
  }) => {
    const email = `alert-nojs-${Date.now()}@example.com`;
    const { context, page } = await noJsPage(browser);
    await page.goto(EN);
    const form = alertForm(page);
    await form.getByRole("button", { name: "Sign up for alerts" }).click();
    await expect(progress(form)).toHaveAttribute("aria-valuenow", "1");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Next" }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByRole("alert")).toContainText("Choose at least one municipality.");
    await page.goto(EN);
    await alertToLastStep(page, { js: false, email });
    // Back one step: the typed contact is still there.
    await form.getByRole("button", { name: "Previous" }).click();
    await expect(form.getByRole("textbox", { name: /Phone/ })).toHaveValue("(514) 555-0142");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("textbox", { name: /Address/ }).fill("1 rue Principale");
    await form.getByRole("textbox", { name: /Postal code/ }).fill("h2x1y4");
    const invalid = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send my request" }).click();
    expect((await invalid).status()).toBe(422);
    await expect(form.getByRole("alert")).toContainText("Enter the city.");
    await expect(form.getByRole("textbox", { name: /Address/ })).toHaveValue("1 rue Principale");
    await form.getByRole("textbox", { name: /City/ }).fill("Laval");
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText("Request Sent")).toBeVisible();
    expect(page.url()).toContain("sent=");
    await page.reload();
    await expect(page.getByText("Request Sent")).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
    expect((await leadsFor(email))[0].payload.municipality).toBe("Laval,Montréal");
    await context.close();
  });
});

test.describe("property-valuation wizard", () => {
  test("with JavaScript: 7 steps and one lead with the spec's payload", async ({ page }) => {
    const email = `valuation-js-${Date.now()}@example.com`;
    await open(page);
    const form = await valuationToLastStep(page, { js: true, email });
    await fillAddress(form);
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText("Request Sent")).toBeVisible();
    await expect.poll(() => leadsFor(email).then((leads) => leads.length)).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead.payload).toMatchObject({
      form_type: "property_valuation",
      municipality: "Gatineau",
      property_type: "condo",
      year_of_construction: "1987",
      nb_bedrooms: "2",
      nb_bathrooms: "1",
      nb_parking: "0",
      nb_garage: "0",
      living_area: "120 m²",
      land_area: "450 m²",
      evaluation_report: "1",
      availability_of_report: "",
      reason_for_sale: "Moving closer to family",
      renos_and_improvments: "",
    });
  });

  test("without JavaScript: each step posts and the last one sends one lead", async ({ browser }) => {
    const email = `valuation-nojs-${Date.now()}@example.com`;
    const { context, page } = await noJsPage(browser);
    await page.goto(EN);
    const form = await valuationToLastStep(page, { js: false, email });
    await fillAddress(form);
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText("Request Sent")).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
    await context.close();
  });
});

test.describe("core API failure keeps every value", () => {
  test.describe.configure({ mode: "serial" });

  test("with JavaScript: submit-error, the form is interactive again, a retry sends one lead", async ({
    page,
  }) => {
    const email = `alert-fail-js-${Date.now()}@example.com`;
    await open(page);
    const form = await alertToLastStep(page, { js: true, email });
    await fillAddress(form);
    await failContactPosts(true, email);
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(form.getByRole("alert")).toContainText("could not be submitted");
    await expect(form.getByRole("textbox", { name: /Address/ })).toHaveValue("1 rue Principale");
    await expect(form.getByRole("textbox", { name: /City/ })).toBeEnabled();
    expect(await leadsFor(email)).toHaveLength(0);
    await failContactPosts(false, email);
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByText("Request Sent")).toBeVisible();
    await expect.poll(() => leadsFor(email).then((leads) => leads.length)).toBe(1);
  });

  test("without JavaScript: submit-error on the last step with the values typed", async ({ browser }) => {
    const email = `valuation-fail-nojs-${Date.now()}@example.com`;
    const { context, page } = await noJsPage(browser);
    await page.goto(EN);
    const form = await valuationToLastStep(page, { js: false, email });
    await fillAddress(form);
    await failContactPosts(true, email);
    await form.getByRole("button", { name: "Send my request" }).click();
    await expect(form.getByRole("alert")).toContainText("could not be submitted");
    await expect(form.getByRole("textbox", { name: /Address/ })).toHaveValue("1 rue Principale");
    await expect(form.getByRole("textbox", { name: /Postal code/ })).toHaveValue("H2X 1Y4");
    expect(await leadsFor(email)).toHaveLength(0);
    await context.close();
  });
});

test.describe("the French wizards", () => {
  test("read in French, with pi² for the imperial unit", async ({ page }) => {
    await open(page, FR);
    const form = page.getByRole("form", { name: "Combien vaut votre propriété?" });
    await form.getByRole("button", { name: "Commencer l'évaluation" }).click();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Étape 1 sur 7");
  });
});

test.describe("wizards accessibility at 390 and 1440 px (walked on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const check = async (page: Page) => expect(await blockingViolationsAtBothWidths(page)).toEqual([]);

  test("every alert step, and the error list, has no serious or critical axe violations", async ({
    page,
  }) => {
    await open(page);
    const form = await alertToLastStep(page, {
      js: true,
      email: "axe@example.com",
      check: () => check(page),
    });
    await form.getByRole("button", { name: "Previous" }).click();
    await form.getByRole("textbox", { name: /Email/ }).fill("not-an-email");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await check(page);
  });

  test("every valuation step has no serious or critical axe violations", async ({ page }) => {
    await open(page);
    await valuationToLastStep(page, { js: true, email: "axe-v@example.com", check: () => check(page) });
  });
});

/** The element is on screen and not under the sticky header (which may have hidden itself). */
function clearOfHeader(target: Locator) {
  return target.evaluate((element) => {
    const header = document.querySelector("header");
    const covered = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
    const { top, bottom } = element.getBoundingClientRect();
    return top >= covered - 1 && bottom <= window.innerHeight + 1;
  });
}

test.describe("at 390 px, what answers the visitor is in view below the sticky header and focused", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("with JavaScript: each new step (progress and title), the errors, the confirmation", async ({
    page,
  }) => {
    const email = `in-view-js-${Date.now()}@example.com`;
    await open(page);
    const form = alertForm(page);
    await form.getByRole("button", { name: "Sign up for alerts" }).click();
    await expect(form.getByRole("heading", { name: /^Step 1 of/ })).toBeFocused();
    await expect.poll(() => clearOfHeader(progress(form))).toBe(true);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toBeFocused();
    await expect.poll(() => clearOfHeader(form.getByRole("alert"))).toBe(true);
    await open(page);
    await alertToLastStep(page, { js: true, email });
    await expect.poll(() => clearOfHeader(progress(form))).toBe(true);
    await fillAddress(form);
    await form.getByRole("button", { name: "Send my request" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Request Sent" });
    await expect(sent).toBeFocused();
    await expect.poll(() => clearOfHeader(sent)).toBe(true);
  });

  test("without JavaScript: the next step, the errors and the confirmation after each post", async ({
    browser,
  }) => {
    const email = `in-view-nojs-${Date.now()}@example.com`;
    const { context, page } = await openWithoutJavaScript(browser, EN, PHONE);
    const form = alertForm(page);
    await form.getByRole("button", { name: "Sign up for alerts" }).click();
    await expect(progress(form)).toHaveAttribute("aria-valuenow", "1");
    await expect(form.getByRole("heading", { name: /^Step 1 of/ })).toBeFocused();
    expect(await clearOfHeader(progress(form))).toBe(true);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toBeFocused();
    expect(await clearOfHeader(form.getByRole("alert"))).toBe(true);
    await page.goto(EN);
    await alertToLastStep(page, { js: false, email });
    await fillAddress(form);
    await form.getByRole("button", { name: "Send my request" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Request Sent" });
    await expect(sent).toBeFocused();
    expect(await clearOfHeader(sent)).toBe(true);
    await context.close();
  });

  test("without JavaScript: the contact form's error box (focused) and success box", async ({ browser }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/en/contact", PHONE);
    const form = page.locator("main form").first();
    await form.getByRole("button", { name: "Send", exact: true }).click();
    const failure = form.getByRole("alert").filter({ hasText: "The request could not be submitted." });
    await expect(failure).toBeFocused();
    expect(await clearOfHeader(failure)).toBe(true);
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Léa");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Roy");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(`in-view-${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour");
    await form.getByRole("button", { name: "Send", exact: true }).click();
    // The success redirect has no fragment, so the box's autofocus brings it into view and focus.
    const success = form.getByRole("status").filter({ hasText: "Your message has been sent." });
    await expect(success).toBeFocused();
    expect(await clearOfHeader(success)).toBe(true);
    await context.close();
  });

  test("the test captcha's badge covers no field and no footer link; no text loaded late", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await open(page);
    await alertForm(page).getByRole("button", { name: "Sign up for alerts" }).click();
    const badge = page.locator('[data-captcha="test"]');
    await expect(badge).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await badge.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const targets = [...document.querySelectorAll("footer a, main input, main select, main button")];
      return targets
        .filter((target) => {
          const other = target.getBoundingClientRect();
          const overlap =
            other.width > 0 &&
            other.left < box.right &&
            other.right > box.left &&
            other.top < box.bottom &&
            other.bottom > box.top;
          return overlap;
        })
        .map((target) => target.textContent ?? target.outerHTML.slice(0, 60));
    });
    expect(covered).toEqual([]);
    expect(errors.filter((text) => /texts not loaded/.test(text))).toEqual([]);
  });
});
