import { expect, test, type Page } from "@playwright/test";
import { blockingViolationsAtBothWidths } from "./axe";
import { DESKTOP, openWithoutJavaScript, PHONE } from "./no-javascript";
import { pageHydrated } from "./ready";

const cards = (page: Page) => page.locator('[data-block-type="blog-archive"] article');
const countTitle = (page: Page) => page.locator('[data-block-type="blog-archive"] h2').first();
const FRENCH_ONLY_POST = "/fr/blogue/acheter-un-premier-condo-5";
const POST = "/fr/blogue/dix-questions-a-poser-lors-d-une-visite-1";

test.describe("blog archive without JavaScript (spec 2 'Blog archive')", () => {
  test("the first page, the category filter, the sort and show more are server-rendered", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(browser, "/fr/blogue");
    await expect(cards(page)).toHaveCount(6);
    await expect(countTitle(page)).toHaveText(/^\d+ articles$/);
    const categories = page.getByRole("group", { name: "Catégories" });
    await expect(categories.getByRole("checkbox")).toHaveCount(4);
    await categories.getByLabel("Financement").check();
    await page.getByLabel("Trier par").selectOption("asc");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page).toHaveURL(/categories=3/);
    await expect(page).toHaveURL(/order=asc/);
    await expect(categories.getByLabel("Financement")).toBeChecked();
    await expect(categories.getByLabel("Acheter")).not.toBeChecked();
    const financing = Number(
      (await categories
        .getByText(/^\(\d+\)$/)
        .nth(2)
        .textContent())!.replace(/\D/g, ""),
    );
    await expect(countTitle(page)).toHaveText(`${financing} articles`);
    await expect(cards(page)).toHaveCount(Math.min(6, financing));

    await page.goto("/fr/blogue");
    await page.getByRole("link", { name: "Afficher plus d'articles" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(12);
    await context.close();
  });
});

test.describe("blog archive with JavaScript (spec 2 §4)", () => {
  test("category checkboxes follow the selection rules, wait 1 s, and the server page is not refetched", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/resources/articles")) calls.push(request.url());
    });
    // A slow answer keeps the loading state long enough to be seen on a busy machine.
    await page.route("**/resources/articles*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/fr/blogue");
    await pageHydrated(page);
    await page.locator('[data-block-type="blog-archive"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    const categories = page.getByRole("group", { name: "Catégories" });
    const total = await countTitle(page).textContent();

    // None ticked is all: a click selects only that category.
    await categories.getByLabel("Financement").click();
    await expect(categories.getByLabel("Financement")).toBeChecked();
    await expect(categories.getByLabel("Acheter")).not.toBeChecked();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("Chargement des articles…")).toBeVisible();
    await expect.poll(() => calls.length).toBe(1);
    expect(new URL(calls[0]).searchParams.get("categories")).toBe("3");
    await expect(countTitle(page)).not.toHaveText(total!);

    // Unchecking the last selected one resets to all: none ticked.
    await categories.getByLabel("Financement").click();
    for (const name of ["Acheter", "Vendre", "Financement", "Vie de quartier"])
      await expect(categories.getByLabel(name)).not.toBeChecked();
    await expect(countTitle(page)).toHaveText(total!);
    await expect(cards(page)).toHaveCount(6);
  });

  test("sort and show more fetch through our resource route without reloading the page", async ({ page }) => {
    await page.goto("/fr/blogue");
    await pageHydrated(page);
    const firstTitle = await cards(page).first().getByRole("heading").textContent();
    await page.getByLabel("Trier par").selectOption("asc");
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstTitle!);
    const more = page.waitForRequest((request) => request.url().includes("/resources/articles"));
    await page.getByRole("link", { name: "Afficher plus d'articles" }).click();
    const request = await more;
    expect(new URL(request.url()).searchParams.get("page")).toBe("2");
    expect(new URL(request.url()).searchParams.get("order")).toBe("asc");
    await expect(cards(page)).toHaveCount(12);
    // Same page, its state written into the address (issue 22).
    await expect(page).toHaveURL(/\/fr\/blogue\?order=asc&page=2$/);
  });

  test("below xl the categories are a multi-select dropdown", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/blog");
    await pageHydrated(page);
    await expect(page.getByRole("group", { name: "Categories" })).toBeHidden();
    await page.getByRole("button", { name: /Categories/ }).click();
    await page.getByRole("option", { name: "Selling" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /Categories/ })).toContainText("Selling");
    await expect(cards(page).first()).toBeVisible();
    await expect(countTitle(page)).toHaveText(/^\d+ articles?$/);
  });
});

test.describe("blog post (spec 2 'Blog post page')", () => {
  test("shares the page address on facebook, twitter, linkedin and by mail", async ({ page, baseURL }) => {
    await page.goto(POST);
    const address = encodeURIComponent(`${baseURL}${POST}`);
    await expect(page.getByRole("link", { name: "Partager sur Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    await expect(page.getByRole("link", { name: "Partager sur X (Twitter)" })).toHaveAttribute(
      "href",
      new RegExp(`url=${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await expect(page.getByRole("link", { name: "Partager sur LinkedIn" })).toHaveAttribute(
      "href",
      /linkedin/,
    );
    await expect(page.getByRole("link", { name: "Envoyer par courriel" })).toHaveAttribute(
      "href",
      /^mailto:\?/,
    );
    await expect(page.getByRole("button", { name: "Imprimer l'article" })).toBeVisible();
    const posting = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Dix questions à poser lors d'une visite",
    });
    await expect(page.getByText(/^\d+ min$/)).toBeVisible();
  });

  test("switching to a language without the post opens the warning and blocks navigation", async ({
    page,
  }) => {
    await page.goto(FRENCH_ONLY_POST);
    await pageHydrated(page);
    await page.getByRole("link", { name: "English" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Article non disponible en anglais" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Cet article n'est pas disponible en anglais");
    await expect(page).toHaveURL(new RegExp(`${FRENCH_ONLY_POST}$`));
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "English" }).first().click();
    await page.getByRole("link", { name: "Retour au blogue" }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
  });

  test("a post in both languages switches language normally", async ({ page }) => {
    await page.goto(POST);
    await pageHydrated(page);
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\/ten-questions-to-ask-at-a-showing-1$/);
  });
});

test.describe("mortgage calculator (spec 2 §4, §5)", () => {
  test("result after Calculate, then live; the messages disable Calculate", async ({ page }) => {
    await page.goto("/en/mortgage-calculator");
    await pageHydrated(page);
    const calculate = page.getByRole("button", { name: "Calculate" });
    await page.getByLabel("Property price ($)").pressSequentially("750000");
    await expect(page.getByLabel("Property price ($)")).toHaveValue("750 000");
    await page.getByLabel("Down payment ($)").pressSequentially("40000");
    await expect(page.getByText("The minimum down payment required is $50,000.00.")).toBeVisible();
    await expect(calculate).toBeDisabled();
    await page.getByLabel("Down payment ($)").fill("");
    await page.getByLabel("Down payment ($)").pressSequentially("800000");
    await expect(page.getByRole("alert")).toContainText("Down payment too high");
    await expect(calculate).toBeDisabled();
    await page.getByLabel("Down payment ($)").fill("");
    await page.getByLabel("Down payment ($)").pressSequentially("150000");
    await expect(page.getByLabel("Down payment as a percentage of the price")).toHaveValue("20.00 %");
    await expect(page.getByText("Monthly payment")).toBeHidden();
    await calculate.click();
    await expect(page.getByText("Monthly payment")).toBeVisible();
    // 600,000 at 5.5% over 25 years, compounded semi-annually.
    await expect(page.getByText("$3,662.35")).toBeVisible();
    await page.getByLabel("Payment frequency").selectOption("weekly");
    await expect(page.getByText("$915.59")).toBeVisible();
    await page.getByLabel("Interest rate (%)").fill("-1");
    await expect(calculate).toBeDisabled();
  });
});

test.describe("blog and tools accessibility at 390 and 1440 px (used on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The blog, a post, the calculator and the tools showcase as they load: demo-pages.spec.ts.
  test("the calculator with its messages and result has no serious or critical axe violations", async ({
    page,
  }) => {
    await page.goto("/fr/calculatrice-hypothecaire");
    await pageHydrated(page);
    await page.getByLabel("Prix de la propriété ($)").pressSequentially("300000");
    await page.getByLabel("Mise de fonds ($)").pressSequentially("1000");
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
    await page.getByLabel("Mise de fonds ($)").pressSequentially("00");
    await page.getByRole("button", { name: "Calculer" }).click();
    expect(await blockingViolationsAtBothWidths(page)).toEqual([]);
  });
});

test.describe("issue 22: blog state in the address, French numbers in the calculator", () => {
  test("Back from a post restores the category, the sort and the loaded pages (fr)", async ({ page }) => {
    await page.goto("/fr/blogue");
    await pageHydrated(page);
    const length = await page.evaluate(() => history.length);
    await page.getByLabel("Trier par").selectOption("asc");
    await expect(page).toHaveURL(/order=asc/);
    await page.getByRole("link", { name: "Afficher plus d'articles" }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\?order=asc&page=2$/);
    expect(await page.evaluate(() => history.length)).toBe(length);
    const titles = await cards(page).getByRole("heading").allTextContents();
    await cards(page).last().getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/fr\/blogue(\?|$)/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/blogue\?order=asc&page=2$/);
    await expect(cards(page)).toHaveCount(12);
    expect(await cards(page).getByRole("heading").allTextContents()).toEqual(titles);
  });

  for (const width of [390, 1440]) {
    test(`"4,79" is 4.79 %, and an unreadable rate is said, at ${width} px (fr)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/fr/calculatrice-hypothecaire");
      await pageHydrated(page);
      const rate = page.getByLabel("Taux d'intérêt (%)");
      await expect(rate).toHaveValue("5,5");
      await expect(page.getByLabel("Mise de fonds en pourcentage du prix")).toHaveValue("0,00 %");
      await page.getByLabel("Prix de la propriété ($)").pressSequentially("400000");
      await page.getByLabel("Mise de fonds ($)").pressSequentially("80000");
      await rate.fill("4,79");
      await page.getByRole("button", { name: "Calculer" }).click();
      await expect(page.getByText(/^1\s8\d\d,\d\d\s\$$/)).toBeVisible();
      await rate.fill("4,7,9");
      await expect(page.getByText("Entrez un taux comme 4,79.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Calculer" })).toBeDisabled();
    });
  }

  test("the English calculator reads a decimal point and refuses letters (en)", async ({ page }) => {
    await page.goto("/en/mortgage-calculator");
    await pageHydrated(page);
    await expect(page.getByLabel("Interest rate (%)")).toHaveValue("5.5");
    await page.getByLabel("Interest rate (%)").fill("abc");
    await expect(page.getByText("Enter a rate such as 4.79.")).toBeVisible();
  });
});

/** The calculator's words in each language, and its answer for 500,000 with 10 % down (issue 34). */
const CALCULATOR = {
  en: {
    path: "/en/mortgage-calculator",
    price: "Property price ($)",
    down: "Down payment ($)",
    calculate: "Calculate",
    payment: "Monthly payment",
    // 450,000 at 90 % of the price: CMHC's 3.10 %, 13,950 added to the loan, paid over 25 years at 5.5 %.
    premium: /Mortgage default insurance premium \(3\.10 %\)\s*\$13,950\.00/,
    insured: /Loan with the premium\s*\$463,950\.00/,
    amount: "$2,831.91",
  },
  fr: {
    path: "/fr/calculatrice-hypothecaire",
    price: "Prix de la propriété ($)",
    down: "Mise de fonds ($)",
    calculate: "Calculer",
    payment: "Versement mensuel",
    premium: /Prime d'assurance prêt hypothécaire \(3,10 %\)\s*13\s950,00\s\$/,
    insured: /Prêt avec la prime\s*463\s950,00\s\$/,
    amount: /^2\s831,91\s\$$/,
  },
} as const;

test.describe("issue 34: the calculator answers without JavaScript, in view, with the insurance premium", () => {
  for (const lang of ["en", "fr"] as const) {
    const words = CALCULATOR[lang];
    for (const viewport of [PHONE, DESKTOP]) {
      test(`without JavaScript, Calculate answers with the payment, the premium and the insured loan, in view (${lang}, ${viewport.width} px)`, async ({
        browser,
      }) => {
        const { context, page } = await openWithoutJavaScript(browser, words.path, viewport);
        await page.getByLabel(words.price).fill("500 000");
        await page.getByLabel(words.down).fill("50000");
        await page.getByRole("button", { name: words.calculate }).click();
        await expect(page).toHaveURL(/price=500/);
        const result = page.getByRole("status").filter({ hasText: words.payment });
        await expect(result.getByText(words.amount)).toBeInViewport({ ratio: 1 });
        await expect(result).toContainText(words.premium);
        await expect(result).toContainText(words.insured);
        // The fields keep what was sent, so a correction is one edit away.
        await expect(page.getByLabel(words.price)).toHaveValue("500 000");
        await context.close();
      });

      test(`with JavaScript, the result shows where the visitor is after Calculate, premium included (${lang}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(words.path);
        await pageHydrated(page);
        await page.getByLabel(words.price).pressSequentially("500000");
        await page.getByLabel(words.down).pressSequentially("50000");
        await page.getByRole("button", { name: words.calculate }).click();
        const result = page.getByRole("status").filter({ hasText: words.payment });
        await expect(result.getByText(words.amount)).toBeInViewport({ ratio: 1 });
        await expect(result).toContainText(words.premium);
        await expect(result).toContainText(words.insured);
      });
    }
  }

  test("with JavaScript the address follows the calculation, and a reload shows the same result (en)", async ({
    page,
  }) => {
    await page.goto("/en/mortgage-calculator?price=500000&down=100000");
    await pageHydrated(page);
    const result = page.getByRole("status").filter({ hasText: "Monthly payment" });
    // 20 % down: no premium.
    await expect(result).not.toContainText("premium");
    await page.getByLabel("Down payment ($)").fill("");
    await page.getByLabel("Down payment ($)").pressSequentially("50000");
    await expect(result).toContainText(CALCULATOR.en.premium);
    await expect(page).toHaveURL(/down=50000/);
    await page.reload();
    await expect(result).toContainText(CALCULATOR.en.premium);
    await expect(page.getByLabel("Down payment ($)")).toHaveValue("50 000");
  });

  test("at the insured-price cap the minimum is 20 % and says why (fr, no JavaScript)", async ({
    browser,
  }) => {
    const { context, page } = await openWithoutJavaScript(
      browser,
      "/fr/calculatrice-hypothecaire?price=1500000&down=100000",
    );
    await expect(page.getByText(/La mise de fonds minimale requise est de 300\s000,00\s\$/)).toBeVisible();
    await expect(page.getByText(/1\s500\s000\s\$ ou plus/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Calculer" })).toBeEnabled();
    await context.close();
  });
});

/** The archive's words in each language (issue 34 §7). */
const ARCHIVE = {
  en: {
    path: "/en/blog",
    group: "Categories",
    names: ["Buying", "Selling", "Financing", "Neighbourhoods"],
    apply: "Apply",
  },
  fr: {
    path: "/fr/blogue",
    group: "Catégories",
    names: ["Acheter", "Vendre", "Financement", "Vie de quartier"],
    apply: "Appliquer",
  },
} as const;

/** A category's article count, as its label shows it: "(12)". */
async function categoryCount(page: Page, group: string, index: number): Promise<number> {
  const counts = page.getByRole("group", { name: group }).getByText(/^\(\d+\)$/);
  return Number((await counts.nth(index).textContent())!.replace(/\D/g, ""));
}

test.describe("issue 34: blog categories read forwards (none ticked is all; a tick narrows)", () => {
  test.use({ viewport: DESKTOP });
  for (const lang of ["en", "fr"] as const) {
    const words = ARCHIVE[lang];
    test(`with JavaScript, nothing ticked shows all, ticking adds a category, un-ticking removes it (${lang})`, async ({
      page,
    }) => {
      await page.goto(words.path);
      await pageHydrated(page);
      const categories = page.getByRole("group", { name: words.group });
      for (const name of words.names) await expect(categories.getByLabel(name)).not.toBeChecked();
      const total = (await countTitle(page).textContent())!;
      const [buying, , financing] = [0, 1, 2].map((i) => categoryCount(page, words.group, i));
      await categories.getByLabel(words.names[2]).check();
      await expect(countTitle(page)).toHaveText(new RegExp(`^${await financing} `));
      await categories.getByLabel(words.names[0]).check();
      await expect(categories.getByLabel(words.names[2])).toBeChecked();
      await expect(countTitle(page)).toHaveText(new RegExp(`^${(await financing) + (await buying)} `));
      await categories.getByLabel(words.names[2]).uncheck();
      await expect(countTitle(page)).toHaveText(new RegExp(`^${await buying} `));
      await categories.getByLabel(words.names[0]).uncheck();
      await expect(countTitle(page)).toHaveText(total);
      for (const name of words.names) await expect(categories.getByLabel(name)).not.toBeChecked();
    });

    test(`without JavaScript, the same: nothing ticked is all, a ticked category narrows (${lang})`, async ({
      browser,
    }) => {
      const { context, page } = await openWithoutJavaScript(browser, words.path, DESKTOP);
      const categories = page.getByRole("group", { name: words.group });
      for (const name of words.names) await expect(categories.getByLabel(name)).not.toBeChecked();
      const financing = await categoryCount(page, words.group, 2);
      await categories.getByLabel(words.names[2]).check();
      await page.getByRole("button", { name: words.apply }).click();
      await expect(page).toHaveURL(/categories=3(&|$)/);
      await expect(categories.getByLabel(words.names[2])).toBeChecked();
      await expect(categories.getByLabel(words.names[0])).not.toBeChecked();
      await expect(countTitle(page)).toHaveText(new RegExp(`^${financing} `));
      await categories.getByLabel(words.names[2]).uncheck();
      await page.getByRole("button", { name: words.apply }).click();
      await expect(page).not.toHaveURL(/categories/);
      for (const name of words.names) await expect(categories.getByLabel(name)).not.toBeChecked();
      await context.close();
    });
  }
});
