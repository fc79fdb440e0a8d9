import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";
import { DESKTOP, PHONE } from "./no-javascript";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's results for the page. Without frames axe runs in the page itself (`axe.run`): AxeBuilder's
 * default gathers each frame's results in a new blank page, one more page and axe-core compiled once
 * more per check, about a third of an axe-heavy spec file's CPU (docs/testing.md). A page with
 * frames keeps AxeBuilder, which checks them whatever their origin.
 */
async function analyze(page: Page, include?: string): Promise<axe.AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    return (include ? builder.include(include) : builder).analyze();
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    { include, tags: TAGS },
  );
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page (or inside
 * `include`, a selector), one line each with up to three of the elements at fault.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const results = await analyze(page, include);
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

/** The widths every accessibility check covers: a phone's and a desktop's. */
export const AXE_VIEWPORTS = [PHONE, DESKTOP] as const;

/**
 * blockingViolations at a phone's width and at 1440 px, on the page as it is now: the page is
 * resized between the two checks (a layout), where a test per width costs a load, its hydration
 * and the walk to this state again. Each line names its width; the page is left at the size it had.
 */
export async function blockingViolationsAtBothWidths(page: Page, include?: string): Promise<string[]> {
  const before = page.viewportSize();
  const lines: string[] = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const line of await blockingViolations(page, include)) lines.push(`${viewport.width} px: ${line}`);
  }
  if (before) await page.setViewportSize(before);
  return lines;
}
