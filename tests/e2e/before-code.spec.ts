import { expect, test, type Browser, type Page } from "@playwright/test";
import { LEAD_SENT } from "../../scripts/bench/window.mjs";
import { DESKTOP, PHONE } from "./no-javascript";
import { blockReady, pageHydrated } from "./ready";
import { leadsFor } from "./leads";

/**
 * The seconds before the page's code arrives (on a phone network, 2–5 s after the page shows). The
 * page's JavaScript is held back by a fixed delay per request, or never released, and the visitor
 * acts inside that window: each lead must arrive once with exactly what was typed, and each control
 * must do what it shows, natively or once its code has run.
 */
// The holds of a journey already run side by side (eachHold): one worker takes this file's tests in
// turn, so at most four pages wait at once. Spread over every worker, a dozen pages loaded together
// and the demo's upstream calls ran past their time-out on a busy machine.
test.describe.configure({ mode: "default" });

const DELAYS = [500, 1500, 3000] as const;

/** Every script of the build answers `delayMs` late (after `until`, if given), or never (null). */
async function holdScripts(page: Page, delayMs: number | null, until: Promise<void> = Promise.resolve()) {
  await page.route("**/build/**/*.js", async (route) => {
    if (delayMs === null) return route.abort();
    await until;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

/** React's errors (a Suspense boundary updated while hydrating: #421) and other uncaught ones. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Minified React error|hydrat/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** `path` at `size`, the build's scripts held back as `holdScripts` does; the page's errors, collected. */
async function openHeld(
  page: Page,
  size: { width: number; height: number },
  path: string,
  delayMs: number | null,
  until?: Promise<void>,
) {
  const errors = pageErrors(page);
  await page.setViewportSize(size);
  await holdScripts(page, delayMs, until);
  await page.goto(path, { waitUntil: "commit" });
  return errors;
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.ca`;

const CONTACT = {
  fr: {
    path: "/fr/contact",
    first: "Prénom",
    last: "Nom",
    email: "Courriel",
    phone: "Téléphone (facultatif)",
    send: "Envoyer",
  },
  en: {
    path: "/en/contact",
    first: "First name",
    last: "Last name",
    email: "Email",
    phone: "Phone (optional)",
    send: "Send",
  },
} as const;

const CALCULATOR = {
  fr: {
    path: "/fr/calculatrice-hypothecaire",
    price: "Prix de la propriété ($)",
    down: "Mise de fonds ($)",
    rate: "Taux d'intérêt (%)",
    frequency: "Fréquence des versements",
    calculate: "Calculer",
    weekly: "Versement hebdomadaire",
    decimal: ",",
  },
  en: {
    path: "/en/mortgage-calculator",
    price: "Property price ($)",
    down: "Down payment ($)",
    rate: "Interest rate (%)",
    frequency: "Payment frequency",
    calculate: "Calculate",
    weekly: "Weekly payment",
    decimal: ".",
  },
} as const;

const SORT = {
  fr: { path: "/fr/proprietes", label: "Trier par", blog: "/fr/blogue", categories: "Catégories" },
  en: { path: "/en/properties", label: "Sort by", blog: "/en/blog", categories: "Categories" },
} as const;

/**
 * Runs `journey` once per hold, side by side, each in a browser context of its own: a hold is mostly
 * waiting, so one test waits through every hold at once instead of one after another. A failure
 * names its hold.
 */
async function eachHold(
  browser: Browser,
  holds: readonly (number | null)[],
  journey: (page: Page, delay: number | null) => Promise<void>,
) {
  const results = await Promise.allSettled(
    holds.map((delay) => {
      const label = delay === null ? "never" : `${delay} ms`;
      return test.step(`scripts held back: ${label}`, async () => {
        const context = await browser.newContext();
        try {
          await journey(await context.newPage(), delay);
        } catch (error) {
          if (error instanceof Error) error.message = `scripts held back ${label}: ${error.message}`;
          throw error;
        } finally {
          await context.close();
        }
      });
    }),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Each case runs once per hold: 0.5, 1.5 and 3 s, and (for the leads) never released. */
const HELD = "scripts held back 0.5, 1.5 and 3 s";

for (const [locale, size] of [
  ["fr", PHONE],
  ["en", DESKTOP],
] as const) {
  test(`contact (${locale}, ${size.width} px), ${HELD} and never: typed while the code arrives, sent at once, one lead with what was typed`, async ({
    browser,
  }) => {
    await eachHold(browser, [...DELAYS, null], async (page, delay) => {
      const words = CONTACT[locale];
      const errors = await openHeld(page, size, words.path, delay);
      const form = page.locator("main form").first();
      const email = unique(`window-${locale}`);
      const box = (name: string) => form.getByRole("textbox", { name, exact: true });
      // The phone is typed key by key while the code arrives; the rest is autofilled (no pointer).
      await box(words.phone).pressSequentially("5145550142", { delay: 40 });
      await box(words.first).fill("Léa");
      await box(words.last).fill("D'Amours-Roy");
      await box(words.email).fill(email);
      await box("Message").fill('Un condo "près" du fleuve <b>svp</b>');
      // `npm run bench` (BENCH_PARTS=window) repeats this journey and counts this address's leads.
      test.info().annotations.push({ type: LEAD_SENT, description: email });
      await form.getByRole("button", { name: words.send }).click();
      await expect.poll(async () => (await leadsFor(email)).length, { timeout: 20_000 }).toBe(1);
      const [lead] = await leadsFor(email);
      expect(lead.payload).toMatchObject({
        first_name: "Léa",
        last_name: "D'Amours-Roy",
        phone: "(514) 555-0142",
        message: 'Un condo "près" du fleuve <b>svp</b>',
      });
      // Sent once: nothing more arrives once the code has run.
      if (delay !== null) await pageHydrated(page);
      await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
      expect(await leadsFor(email)).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  test(`calculator (${locale}, ${size.width} px), ${HELD}: typed and chosen before the code, kept and calculated`, async ({
    browser,
  }) => {
    await eachHold(browser, DELAYS, async (page, delay) => {
      let release = () => {};
      const words = CALCULATOR[locale];
      const held = new Promise<void>((resolve) => (release = resolve));
      const errors = await openHeld(page, size, words.path, delay, held);
      const form = page.locator("main form").first();
      await form.getByRole("textbox", { name: words.price }).fill("500000");
      await form.getByRole("textbox", { name: words.down, exact: true }).pressSequentially("100000");
      await form.getByRole("textbox", { name: words.rate }).fill("5");
      await form.getByRole("combobox", { name: words.frequency }).selectOption("weekly");
      release();
      await blockReady(page, form);
      // Kept through hydration and what React does next (a keystroke re-renders the form).
      await form.getByRole("textbox", { name: words.rate }).press("End");
      await form.getByRole("textbox", { name: words.rate }).pressSequentially(`${words.decimal}5`);
      await expect(form.getByRole("textbox", { name: words.price })).toHaveValue(/^500.000$/);
      await expect(form.getByRole("combobox", { name: words.frequency })).toHaveValue("weekly");
      await form.getByRole("button", { name: words.calculate }).click();
      await expect(page.getByRole("status").filter({ hasText: words.weekly })).toBeVisible();
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        price: "500000",
        down: "100000",
        frequency: "weekly",
      });
      expect(query.get("rate")).toBe(`5${words.decimal}5`);
      expect(errors).toEqual([]);
    });
  });

  test(`search and blog (${locale}, ${size.width} px), ${HELD}: a sort and categories chosen before the code are applied`, async ({
    browser,
  }) => {
    await eachHold(browser, DELAYS, async (page, delay) => {
      const words = SORT[locale];
      const errors = await openHeld(page, size, words.path, delay);
      await page.getByRole("combobox", { name: words.label }).selectOption("price_asc");
      await pageHydrated(page);
      await expect(page).toHaveURL(/[?&]order_by=price_asc/, { timeout: 20_000 });
      await expect(page.getByRole("combobox", { name: words.label })).toHaveValue("price_asc");

      // The blog's scripts held until the choices are made.
      await page.unrouteAll({ behavior: "wait" });
      let release = () => {};
      await holdScripts(page, delay, new Promise<void>((resolve) => (release = resolve)));
      await page.goto(words.blog, { waitUntil: "commit" });
      // Below xl the categories wait for their dropdown (their space held): only the sort is shown.
      const categories = page.getByRole("group", { name: words.categories }).getByRole("checkbox");
      const second = size.width >= 1200 ? await categories.nth(1).getAttribute("value") : null;
      if (second) await categories.nth(1).check();
      await page.getByRole("combobox", { name: words.label }).selectOption("asc");
      release();
      await pageHydrated(page);
      // Both choices at once: neither adoption undoes the other.
      const chosen = second ? `&categories=${second}` : "";
      await expect(page).toHaveURL(new RegExp(`[?&]order=asc${chosen}(&|$)`), { timeout: 20_000 });
      await expect(page.getByRole("combobox", { name: words.label })).toHaveValue("asc");
      expect(errors).toEqual([]);
    });
  });
}

test(`valuation wizard (fr, 390 px), ${HELD}: municipalities chosen before the code, Next goes on with them`, async ({
  browser,
}) => {
  await eachHold(browser, DELAYS, async (page, delay) => {
    const errors = pageErrors(page);
    await page.setViewportSize(PHONE);
    let release = () => {};
    await holdScripts(page, delay, new Promise((resolve) => (release = resolve)));
    await page.goto("/fr/vitrine/alertes-et-evaluation", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Combien vaut votre propriété?" });
    // Before the code: the start posts, the page answers with the first step and its native select.
    await form.getByRole("button", { name: "Commencer l'évaluation" }).click();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await form.getByRole("listbox", { name: /Municipalit/ }).selectOption(["Gatineau"]);
    release();
    await pageHydrated(page);
    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await form.getByRole("button", { name: "Précédent" }).click();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await expect(form.getByText("Gatineau").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test(`search (en, 390 px), ${HELD}: Filters and Map tapped before the code do what they show`, async ({
  browser,
}) => {
  await eachHold(browser, DELAYS, async (page, delay) => {
    const errors = await openHeld(page, PHONE, "/en/properties", delay);
    const filters = page.getByRole("button", { name: /^Filters/ });
    await filters.click();
    await expect(page.getByRole("dialog", { name: /filters/i })).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: /filters/i })).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test(`search (fr, 390 px), ${HELD}: Carte tapped before the code shows the map`, async ({ browser }) => {
  await eachHold(browser, DELAYS, async (page, delay) => {
    const errors = await openHeld(page, PHONE, "/fr/proprietes", delay);
    await page.getByRole("button", { name: "Carte", exact: true }).click();
    await expect(page.getByRole("region", { name: "Carte des propriétés" })).toBeVisible({
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
  });
});

test(`listing (en, 1440 px), ${HELD}: Write to the broker tapped before the code reaches the form`, async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/en/properties")).text();
  const id = html.match(/\/en\/properties\/([\w-]+)"/)![1];
  await eachHold(browser, DELAYS, async (page, delay) => {
    const errors = await openHeld(page, DESKTOP, `/en/properties/${id}`, delay);
    await page
      .getByRole("button", { name: /^Write to / })
      .or(page.getByRole("link", { name: /^Write to / }))
      .first()
      .click();
    const first = page.getByRole("textbox", { name: "First name", exact: true });
    await expect(first).toBeFocused({ timeout: 20_000 });
    await page.keyboard.type("Léa");
    await expect(first).toHaveValue("Léa");
    await expect(page.locator('input[name="homepage_url"]')).toHaveValue("");
    expect(errors).toEqual([]);
  });
});

test(`menu (fr, 390 px), ${HELD}: opened before the code, it stays open, sub-menus folded once it runs, no React error`, async ({
  browser,
}) => {
  await eachHold(browser, DELAYS, async (page, delay) => {
    const errors = await openHeld(page, PHONE, "/fr", delay);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Menu" })
      .or(page.getByRole("banner").getByRole("button", { name: "Menu" }))
      .first()
      .click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Opened in place: a fragment navigation would reach the router while the header hydrates.
    expect(new URL(page.url()).hash).toBe("");
    // Before the code, a sub-menu is a native disclosure, folded.
    await expect(menu.getByRole("link", { name: "Contenu" })).toBeHidden();
    await blockReady(page, page.getByRole("banner").first());
    await expect(menu).toBeVisible();
    const toggles = menu.getByRole("button", { expanded: false });
    await expect(toggles.first()).toBeVisible();
    expect(await menu.getByRole("button", { expanded: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

test("photos below the first view appear when the page's scripts never run (blocked chunks)", async ({
  page,
}) => {
  await holdScripts(page, null);
  await page.goto("/fr/vitrine/blocs");
  expect(await page.locator("main img[data-src]").count()).toBeGreaterThan(3);
  // The visitor reads the page down to its end; each photo they can see must be drawn.
  const blank = () =>
    page.evaluate(async () => {
      const frame = () => new Promise(requestAnimationFrame);
      const missing: string[] = [];
      for (const img of document.querySelectorAll<HTMLImageElement>("main img[data-src]")) {
        img.scrollIntoView({ block: "center", behavior: "instant" });
        await frame();
        await frame();
        const { left, top, width, height } = img.getBoundingClientRect();
        // Not a carousel's slide clipped beside the visible ones.
        const seen = document.elementFromPoint(left + width / 2, top + height / 2) === img;
        if (seen && !(img.complete && img.naturalWidth > 1 && img.dataset.appear === "shown"))
          missing.push(img.dataset.src ?? "");
      }
      return missing;
    });
  await expect.poll(blank, { timeout: 20_000 }).toEqual([]);
});
