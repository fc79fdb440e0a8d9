import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page (or inside
 * `include`, a selector), one line each with up to three of the elements at fault.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

/** `blockingViolations` of the page at `path`, once it has loaded what it loads on its own. */
export async function blockingViolationsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return blockingViolations(page);
}
