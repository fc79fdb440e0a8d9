import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { blockingViolations, blockingViolationsAtBothWidths } from "./axe";
import { blockReady } from "./ready";
import { openWithoutJavaScript } from "./no-javascript";
import { BACKEND, leadsFor } from "./leads";

const CONTACT = "/en/contact";
const SHOWCASE = "/en/showcase/forms";

/**
 * The demo backend's test hook: this visitor's contact posts answer 500 ("error"), never answer
 * ("hang") or work; other tests running at the same time are not affected.
 */
async function contactCall(mode: "off" | "error" | "hang", email: string) {
  const response = await fetch(`${BACKEND}/__test/contact-failure`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode, email }),
  });
  expect(response.ok).toBe(true);
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.ca`;

/** The page's forms have loaded their code (they wait for the visitor to reach for them). */
async function hydrated(page: Page) {
  for (const form of await page.locator("main form").all()) await blockReady(page, form);
}

/** The contact page's form (the only form of the page's main content). */
const formOn = (page: Page) => page.locator("main form").first();

type ContactValues = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  message?: string;
};

/** Types the given values into the contact form's fields, in the form's order. */
async function fillContact(form: Locator, values: ContactValues) {
  const fields: [string, string | undefined][] = [
    ["First name", values.firstName],
    ["Last name", values.lastName],
    ["Email", values.email],
    ["Phone (optional)", values.phone],
    ["Message", values.message],
  ];
  for (const [name, value] of fields)
    if (value !== undefined) await form.getByRole("textbox", { name, exact: true }).fill(value);
}

async function fill(form: Locator, email: string, message = "I am looking for a condo near the river.") {
  await fillContact(form, { firstName: "Léa", lastName: "Roy", email, phone: "5145550142", message });
}

/** The contact page in a browser without JavaScript (close the context at the end). */
async function noJsContact(browser: Browser) {
  const { context, page } = await openWithoutJavaScript(browser, CONTACT);
  return { context, page, form: formOn(page) };
}

/** Sends the form (no JavaScript) while the core API fails for this visitor: the post answers 502. */
async function sendWhileCoreFails(page: Page, form: Locator, email: string) {
  await contactCall("error", email);
  try {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status()).toBe(502);
  } finally {
    await contactCall("off", email);
  }
}

test.describe("contact form with JavaScript", () => {
  test("an invalid submit marks the fields and lists each error in a failure toast", async ({ page }) => {
    await page.goto(CONTACT);
    await hydrated(page);
    const form = formOn(page);
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("lea@");
    await form.getByRole("button", { name: "Send" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "The request could not be submitted." });
    await expect(toast).toContainText("The first name field is required.");
    await expect(toast).toContainText("The last name field is required.");
    await expect(toast).toContainText("The email address field is invalid.");
    await expect(toast).toContainText("The message field is required.");
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toBeFocused();
    expect(await leadsFor("lea@")).toHaveLength(0);
  });

  test("the phone takes the mask (###) ###-#### as the visitor types", async ({ page }) => {
    await page.goto(CONTACT);
    await hydrated(page);
    const phone = formOn(page).getByRole("textbox", { name: "Phone (optional)", exact: true });
    await phone.pressSequentially("5145550142");
    await expect(phone).toHaveValue("(514) 555-0142");
    await phone.fill("");
    await phone.pressSequentially("514abc");
    await expect(phone).toHaveValue("(514) ");
  });

  test("success: toast with countdown, message cleared, consent reset, one lead; a double click sends once", async ({
    page,
  }) => {
    const email = unique("js");
    await page.goto(CONTACT);
    await hydrated(page);
    const form = formOn(page);
    await fill(form, email);
    await form.getByRole("checkbox", { name: /appointment confirmation/ }).check();
    await form.getByRole("button", { name: "Send" }).dblclick();
    const toast = page.getByRole("status").filter({ hasText: "Your message has been sent." });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/Closes in [1-5] seconds?/);
    await expect(form.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /appointment confirmation/ })).not.toBeChecked();
    await expect(form.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Léa");
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({
      form_type: "contact_form",
      locale: "en",
      full_name: "Léa Roy",
      phone: "(514) 555-0142",
      consent_transaction: "1",
      consent_marketing: "0",
    });
  });

  test("the visitor's contact info pre-fills the next form of the session", async ({ page }) => {
    const email = unique("session");
    await page.goto(CONTACT);
    await hydrated(page);
    await fill(formOn(page), email);
    await formOn(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
    await page.goto(SHOWCASE);
    await hydrated(page);
    const form = page.locator("main form").nth(1);
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await expect(form.getByRole("textbox", { name: "Phone (optional)", exact: true })).toHaveValue(
      "(514) 555-0142",
    );
  });

  test("a core API failure shows the failure toast and keeps every typed value; the retry sends one lead", async ({
    page,
  }) => {
    const email = unique("down");
    await page.goto(CONTACT);
    await hydrated(page);
    const form = formOn(page);
    await fill(form, email, "Please call me back.");
    await contactCall("error", email);
    try {
      await form.getByRole("button", { name: "Send" }).click();
      const toast = page.getByRole("alert").filter({ hasText: "The request could not be submitted." });
      await expect(toast).toContainText("Your message was not sent. What you typed is still here");
    } finally {
      await contactCall("off", email);
    }
    await expect(form.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Please call me back.",
    );
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    expect(await leadsFor(email)).toHaveLength(0);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
  });

  test("the fields are disabled and the button busy while sending", async ({ page }) => {
    const email = unique("slow");
    await page.goto(CONTACT);
    await hydrated(page);
    const form = formOn(page);
    await fill(form, email);
    await contactCall("hang", email);
    try {
      await form.getByRole("button", { name: "Send" }).click();
      await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
      await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeDisabled();
      await expect(
        page.getByRole("alert").filter({ hasText: "The request could not be submitted." }),
      ).toBeVisible({
        timeout: 10_000,
      });
    } finally {
      await contactCall("off", email);
    }
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeEnabled();
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  });

  test("the contact modal holds the form; its title addresses 'us' on an agency site", async ({ page }) => {
    const email = unique("modal");
    await page.goto(SHOWCASE);
    await hydrated(page);
    await page.getByRole("link", { name: "Write to us" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await expect(dialog).toBeVisible();
    await fill(dialog, email);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect.poll(async () => (await leadsFor(email)).length, { timeout: 10_000 }).toBe(1);
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible({
      timeout: 10_000,
    });
    expect(await blockingViolations(page)).toEqual([]);
  });

  test("a form addressed to a broker sends its recipient and says 'me'", async ({ page }) => {
    const email = unique("broker");
    await page.goto(SHOWCASE);
    await hydrated(page);
    const section = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { name: "Contact me" }) });
    await expect(section).toContainText("Julie Tremblay");
    const form = section.locator("form");
    await fill(form, email);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
    const [lead] = await leadsFor(email);
    expect(lead.payload).toMatchObject({ recipient_type: "broker", recipient_slug: "julie-tremblay" });
  });
});

test.describe("contact form without JavaScript", () => {
  test("errors re-render the form with the messages and every typed value (422)", async ({ browser }) => {
    const { context, page, form } = await noJsContact(browser);
    await fillContact(form, { firstName: "Léa", email: "lea@", phone: "514 555", message: "  Hello  " });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status()).toBe(422);
    const again = formOn(page);
    await expect(page.getByRole("alert")).toContainText("The last name field is required.");
    await expect(again.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("lea@");
    await expect(again.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(again.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription(
      "The email address field is invalid.",
    );
    await expect(
      again.getByRole("textbox", { name: "Phone (optional)", exact: true }),
    ).toHaveAccessibleDescription("The phone number field is invalid.");
    await expect(again.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Léa");
    await context.close();
  });

  test("success redirects to the page that says so, and a refresh sends nothing again", async ({
    browser,
  }) => {
    const email = unique("nojs");
    const { context, page, form } = await noJsContact(browser);
    await fillContact(form, {
      firstName: "Léa",
      lastName: "Roy",
      email,
      phone: "514 555 0142",
      message: "Bonjour",
    });
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\?sent=/);
    await expect(page.getByRole("status")).toContainText("Your message has been sent.");
    await page.reload();
    await expect(page.getByRole("status")).toContainText("Your message has been sent.");
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload.phone).toBe("(514) 555-0142");
    await context.close();
  });

  test("a re-post of the same form gives one lead", async ({ browser }) => {
    const email = unique("repost");
    const { context, page, form } = await noJsContact(browser);
    const hidden = async (name: string) => (await form.locator(`input[name="${name}"]`).inputValue()) ?? "";
    const fields = {
      form_type: await hidden("form_type"),
      __rvfInternalFormId: await hidden("__rvfInternalFormId"),
      idempotency_key: await hidden("idempotency_key"),
      recaptcha_response: await hidden("recaptcha_response"),
      firstname: "Léa",
      lastname: "Roy",
      email,
      message: "Bonjour",
    };
    expect(fields.idempotency_key).not.toBe("");
    for (let i = 0; i < 2; i++) {
      const response = await page.request.post(CONTACT, { form: fields, maxRedirects: 0 });
      expect(response.status()).toBe(303);
    }
    expect(await leadsFor(email)).toHaveLength(1);
    await context.close();
  });

  test("a core API failure keeps every typed value and says the request could not be submitted", async ({
    browser,
  }) => {
    const email = unique("nojs-down");
    const { context, page, form } = await noJsContact(browser);
    await fillContact(form, { firstName: "Léa", lastName: "Roy", email, message: "Still there?" });
    await sendWhileCoreFails(page, form, email);
    await expect(page.getByRole("alert")).toContainText("The request could not be submitted.");
    await expect(formOn(page).getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Still there?",
    );
    await expect(formOn(page).getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    expect(await leadsFor(email)).toHaveLength(0);
    await context.close();
  });

  // Issue 21: the re-rendered form had a new key, so its retry was a second lead at a core API that
  // had kept the first try.
  test("a failed send re-renders with the same key, and its retry is one lead", async ({ browser }) => {
    const email = unique("nojs-retry");
    const { context, page, form } = await noJsContact(browser);
    const key = () => form.locator('input[name="idempotency_key"]').inputValue();
    const firstKey = await key();
    expect(firstKey).not.toBe("");
    await fillContact(form, { firstName: "Léa", lastName: "Roy", email, message: "One lead, please." });
    const posted = {
      form_type: "contact_form",
      __rvfInternalFormId: await form.locator('input[name="__rvfInternalFormId"]').inputValue(),
      idempotency_key: firstKey,
      recaptcha_response: await form.locator('input[name="recaptcha_response"]').inputValue(),
      firstname: "Léa",
      lastname: "Roy",
      email,
      message: "One lead, please.",
    };
    await sendWhileCoreFails(page, form, email);
    await expect(page.getByRole("alert")).toContainText("What you typed is still here");
    expect(await key()).toBe(firstKey);
    const [retry] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      formOn(page).getByRole("button", { name: "Send" }).click(),
    ]);
    expect(retry.status()).toBe(303);
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
    // The first try again, as a core API that kept it would see it: still the same lead.
    const again = await page.request.post(CONTACT, { form: posted, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(await leadsFor(email)).toHaveLength(1);
    await context.close();
  });

  test("a post naming another site's Origin is refused (403)", async ({ request }) => {
    const response = await request.post(CONTACT, {
      form: { form_type: "contact_form" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("landing page 1", () => {
  test("on an agency site the form title says 'us' and the avatar is the brand logo", async ({ page }) => {
    await page.goto(SHOWCASE);
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("What is your home worth?");
    await expect(hero.getByRole("heading", { name: "Write to us" })).toBeVisible();
    await expect(hero.getByRole("img", { name: "Brand logo" })).toBeVisible();
  });

  test("the form overlaps the next block by 64 px on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SHOWCASE);
    await hydrated(page);
    await expect(page.locator("main section").first()).toHaveAttribute("data-overlap", "64");
  });
});

test.describe("contact forms accessibility at 390 and 1440 px (sent empty on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [CONTACT, "/fr/contact", SHOWCASE, "/fr/vitrine/formulaires"]) {
    // As the page loads: demo-pages.spec.ts.
    test(`${path} has no serious or critical axe violations with errors shown`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await formOn(page).locator('button[type="submit"]').click();
      await expect(formOn(page).locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
    });
  }
});

/** The contact form's words in each language, as the visitor reads them. */
const WORDS = {
  fr: {
    page: "/fr/vitrine/formulaires",
    open: "Nous écrire",
    dialog: "Écrivez-nous",
    first: "Prénom",
    last: "Nom",
    email: "Courriel",
    send: "Envoyer",
    required: "Le champ prénom est obligatoire.",
    sent: "Votre message a été envoyé.",
  },
  en: {
    page: SHOWCASE,
    open: "Write to us",
    dialog: "Contact us",
    first: "First name",
    last: "Last name",
    email: "Email",
    send: "Send",
    required: "The first name field is required.",
    sent: "Your message has been sent.",
  },
} as const;

/** Whether the element's centre is the element itself (nothing, a toast say, lies over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && (top === element || element.contains(top));
  });

// Issue 34 item 3: an empty Send in the modal showed no field errors and dropped the focus to <body>,
// its toast covered the form on a phone, and the next Send threw "Cannot set properties of undefined".
for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const lang of ["fr", "en"] as const) {
    test(`${lang} at ${size.width} px: the modal's empty Send marks the fields, focuses the first, hides nothing; the next Send is one lead`, async ({
      page,
    }) => {
      const words = WORDS[lang];
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.setViewportSize(size);
      await page.goto(words.page);
      await hydrated(page);
      await page.getByRole("link", { name: words.open }).first().click();
      const dialog = page.getByRole("dialog", { name: words.dialog });
      const send = dialog.getByRole("button", { name: words.send });
      await send.click();
      const first = dialog.getByRole("textbox", { name: words.first, exact: true });
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(first).toBeFocused();
      await expect(dialog.getByRole("alert")).toContainText(words.required);
      for (const part of [first, dialog.getByRole("textbox", { name: "Message", exact: true }), send]) {
        await part.scrollIntoViewIfNeeded();
        expect(await uncovered(part)).toBe(true);
      }
      const email = unique(`modal-${lang}-${size.width}`);
      await page.keyboard.type("Léa");
      await dialog.getByRole("textbox", { name: words.last, exact: true }).fill("Roy");
      await dialog.getByRole("textbox", { name: words.email, exact: true }).fill(email);
      await dialog.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour");
      await send.click();
      await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();
      await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
      expect(errors).toEqual([]);
    });
  }
}

// Issue 34 item 8: after an invalid Send the focus went to the first name, scrolled under the
// sticky header.
for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const path of ["/fr/contact", CONTACT]) {
    test(`${path} at ${size.width} px: the first invalid field, focused after Send, is in view below the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      await hydrated(page);
      const form = formOn(page);
      const first = form.getByRole("textbox", {
        name: path === CONTACT ? "First name" : "Prénom",
        exact: true,
      });
      // The page scrolled so that the first name sits under the header, its lower edge showing: the
      // browser's focus then sees it "in view" and does not scroll (what the visitor met at 1440 px).
      // Coming back up brings the header back: a little past, then up.
      await first.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top + 290));
      await page.mouse.move(size.width / 2, size.height / 2);
      await page.mouse.wheel(0, -300);
      await expect
        .poll(() => first.evaluate((field) => Math.round(field.getBoundingClientRect().top)))
        .toBe(10);
      // Send pressed where it is, without the test's own scrolling to it.
      await form.locator('button[type="submit"]').dispatchEvent("click");
      await expect(first).toBeFocused();
      // Where the field is against the header's bottom edge and the screen's, once scrolling is over.
      const place = () =>
        first.evaluate((field) => {
          const header = document.querySelector("header")!.getBoundingClientRect();
          const box = field.getBoundingClientRect();
          return { belowHeader: box.top >= Math.max(0, header.bottom), onScreen: box.bottom <= innerHeight };
        });
      await expect.poll(place).toEqual({ belowHeader: true, onScreen: true });
    });
  }
}
