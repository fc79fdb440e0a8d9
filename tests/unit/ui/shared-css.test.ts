import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const appDir = resolve(__dirname, "../../../app");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

const files = cssFiles(appDir);
const read = (path: string) => readFileSync(path, "utf8");
const relative = (path: string) => path.slice(appDir.length + 1);

/** Issue 23 §4: the blocks share one section, container and grid, and keep only what differs. */
describe("shared CSS parts", () => {
  it("keeps every CSS file in app/ at 300 lines or fewer", () => {
    const long = files.filter((path) => read(path).split("\n").length > 301).map(relative);
    expect(long).toEqual([]);
  });

  it("writes the section padding once, as a token", () => {
    const repeating = files
      .filter((path) => read(path).includes("padding: clamp(3rem, 6vw, 5.5rem) 1.5rem"))
      .map(relative);
    expect(repeating).toEqual(["styles/global.css"]);
  });

  it.each([
    ["blocks/offices/offices.module.css", "grid"],
    ["blocks/partners/partners.module.css", "grid"],
    ["blocks/properties/property-listing/PropertyListingBlock.module.css", "grid"],
    ["blocks/properties/property-search/ResultsList.module.css", "grid"],
    ["blocks/social-proof/rewards/Rewards.module.css", "rewards"],
  ])("%s lays out its .%s with the shared grid", (file, className) => {
    const rule = read(join(appDir, file)).match(new RegExp(`\\.${className} \\{([^}]*)\\}`));
    expect(rule?.[1]).toContain('composes: grid from "~/ui/grid.module.css"');
  });

  it.each([
    ["ui/Dropdown.module.css", "trigger", 'composes: frame picker from "~/ui/field.module.css"'],
    [
      "blocks/properties/property-search/PropertySearch.module.css",
      "munTrigger",
      'composes: frame picker from "~/ui/field.module.css"',
    ],
    ["forms/fields/Fields.module.css", "input", 'composes: frame from "~/ui/field.module.css"'],
    ["blocks/offices/offices.module.css", "card", 'composes: card from "~/ui/card.module.css"'],
    ["blocks/partners/partners.module.css", "card", 'composes: card from "~/ui/card.module.css"'],
    ["ui/Modal.module.css", "close", 'composes: close from "~/ui/dialog.module.css"'],
    ["search/FilterOverlay.module.css", "close", 'composes: close from "~/ui/dialog.module.css"'],
  ])("%s's .%s is the shared part", (file, className, composes) => {
    const rule = read(join(appDir, file)).match(new RegExp(`\\.${className} \\{([^}]*)\\}`));
    expect(rule?.[1]).toContain(composes);
  });

  it("composes only classes that exist in files that exist", () => {
    const problems: string[] = [];
    for (const path of files) {
      for (const [, names, from] of read(path).matchAll(/composes: ([\w ]+) from "([^"]+)"/g)) {
        const target = from.startsWith("~/") ? join(appDir, from.slice(2)) : resolve(dirname(path), from);
        if (!existsSync(target)) problems.push(`${relative(path)}: no ${from}`);
        else
          for (const name of names.split(" "))
            if (!new RegExp(`\\.${name}\\b`).test(read(target)))
              problems.push(`${relative(path)}: no .${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
