import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/fr",
  "/en",
  "/fr/contact",
  "/en/contact",
  "/fr/vitrine/heros",
  "/en/showcase/heroes",
  "/fr/vitrine/contenu",
  "/en/showcase/content",
  "/fr/vitrine/blocs",
  "/en/showcase/blocks",
  "/fr/cette-page-nexiste-pas",
];

for (const width of [390, 1440]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        const summary = blocking.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
