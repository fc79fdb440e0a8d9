import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const appDir = resolve(__dirname, "../../../app");
const read = (file: string) => readFileSync(join(appDir, file), "utf8");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".module.css") ? [path] : [];
  });
}

/** The CSS without its comments and without what stands inside :where(…), parentheses balanced. */
function outsideWhere(css: string) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (!text.startsWith(":where(", i)) {
      out += text[i];
      continue;
    }
    let depth = 0;
    for (i += ":where".length; i < text.length; i++) {
      if (text[i] === "(") depth++;
      else if (text[i] === ")" && --depth === 0) break;
    }
  }
  return out;
}

/** The declarations of `.name { … }` in a module, or undefined when it has no such rule. */
function rule(file: string, className: string) {
  return read(file).match(new RegExp(`(?:^|\\n)\\.${className} \\{([^}]*)\\}`))?.[1];
}

/** Issue 23 §4: what blocks repeat is written once in a shared part; blocks keep what differs. */
describe("blocks composed of shared CSS parts", () => {
  it.each([
    ["blocks/content/items.module.css", "card", 'composes: tile from "~/ui/card.module.css"'],
    [
      "blocks/content/multi-redirect/MultiRedirect.module.css",
      "tile",
      'composes: tile from "~/ui/card.module.css"',
    ],
    [
      "blocks/social-proof/rewards/Rewards.module.css",
      "reward",
      'composes: tile from "~/ui/card.module.css"',
    ],
    [
      "blocks/tools/mortgage-calculator/MortgageCalculator.module.css",
      "result",
      'composes: tile from "~/ui/card.module.css"',
    ],
    ["blocks/blog/ArticleCard.module.css", "card", 'composes: card from "~/ui/card.module.css"'],
    ["blocks/properties/parts/PropertyCard.module.css", "card", 'composes: card from "~/ui/card.module.css"'],
    ["blocks/offices/offices.module.css", "details", 'composes: lines from "~/ui/icon-lines.module.css"'],
    ["blocks/partners/partners.module.css", "lines", 'composes: lines from "~/ui/icon-lines.module.css"'],
    ["blocks/offices/offices.module.css", "detailIcon", 'composes: accent from "~/ui/accent.module.css"'],
    ["blocks/partners/partners.module.css", "lineIcon", 'composes: accent from "~/ui/accent.module.css"'],
    ["blocks/content/items.module.css", "icon", 'composes: accent from "~/ui/accent.module.css"'],
    ["blocks/members/members.module.css", "infoIcon", 'composes: accent from "~/ui/accent.module.css"'],
    ["blocks/members/members.module.css", "social", 'composes: round from "~/ui/round-button.module.css"'],
    ["ui/Toaster.module.css", "close", 'composes: round from "~/ui/round-button.module.css"'],
    ["ui/Modal.module.css", "layer", 'composes: layer from "~/ui/dialog.module.css"'],
    ["search/FilterOverlay.module.css", "layer", 'composes: layer from "~/ui/dialog.module.css"'],
    ["ui/Modal.module.css", "dialog", 'composes: panel from "~/ui/dialog.module.css"'],
    ["search/FilterOverlay.module.css", "dialog", 'composes: panel from "~/ui/dialog.module.css"'],
    ["blocks/content/split.module.css", "split", 'composes: halves from "~/ui/halves.module.css"'],
    [
      "blocks/hero/hero-infos/HeroInfos.module.css",
      "inner",
      'composes: halves from "~/ui/halves.module.css"',
    ],
    [
      "blocks/hero/hero-content-1/HeroContent1.module.css",
      "inner",
      'composes: halves from "~/ui/halves.module.css"',
    ],
    ["blocks/content/split.module.css", "media", 'composes: media from "~/ui/halves.module.css"'],
    ["blocks/hero/hero-infos/HeroInfos.module.css", "image", 'composes: media from "~/ui/halves.module.css"'],
    [
      "blocks/tools/mortgage-calculator/MortgageCalculator.module.css",
      "layout",
      'composes: columns from "~/ui/columns.module.css"',
    ],
    [
      "blocks/hero/landing-page-1/LandingPage1.module.css",
      "inner",
      'composes: columns from "~/ui/columns.module.css"',
    ],
    ["blocks/partners/partners.module.css", "chip", 'composes: button from "~/ui/show-all.module.css"'],
    [
      "blocks/partners/partners.module.css",
      "tags",
      'composes: rowList from "~/blocks/parts/row-list.module.css"',
    ],
    ["blocks/content/items.module.css", "grid", 'composes: grid from "~/ui/grid.module.css"'],
    ["blocks/footer/Footer.module.css", "columns", 'composes: grid from "~/ui/grid.module.css"'],
    ["blocks/blog/blog-archive/BlogArchive.module.css", "grid", 'composes: grid from "~/ui/grid.module.css"'],
    [
      "blocks/blog/featured-articles/FeaturedArticles.module.css",
      "grid",
      'composes: grid from "~/ui/grid.module.css"',
    ],
    ["forms/contact/ContactForm.module.css", "row", 'composes: grid from "~/ui/grid.module.css"'],
    [
      "blocks/blog/blog-archive/BlogArchive.module.css",
      "message",
      'composes: message from "../message.module.css"',
    ],
    [
      "blocks/blog/featured-articles/FeaturedArticles.module.css",
      "message",
      'composes: message from "../message.module.css"',
    ],
    ["blocks/blog/ArticleCard.module.css", "tag", 'composes: tag from "./tag.module.css"'],
    ["blocks/blog/blog-post/BlogPost.module.css", "tag", 'composes: tag from "../tag.module.css"'],
    [
      "blocks/tools/mortgage-calculator/MortgageCalculator.module.css",
      "input",
      'composes: frame compact from "~/ui/field.module.css"',
    ],
    [
      "blocks/properties/property-search/PropertySearch.module.css",
      "select",
      'composes: frame compact from "~/ui/field.module.css"',
    ],
    [
      "search/map/MapPopupContent.module.css",
      "popupImage",
      'composes: popupImage from "~/ui/map/popup-image.module.css"',
    ],
    [
      "blocks/content/fullwidth-map/FullwidthMap.module.css",
      "popupImage",
      'composes: popupImage from "~/ui/map/popup-image.module.css"',
    ],
    [
      "blocks/offices/offices-map/OfficesMap.module.css",
      "popupImage",
      'composes: popupImage from "~/ui/map/popup-image.module.css"',
    ],
  ])("%s's .%s is the shared part", (file, className, composes) => {
    expect(rule(file, className)).toContain(composes);
  });

  /*
   * A composed part is copied into every module that composes it and the bundle keeps the last copy, so
   * a part with a class's weight would beat the rules a block writes for itself wherever that copy lands.
   */
  it("writes every part that another file composes inside :where()", () => {
    const composedFrom = new Map<string, Set<string>>();
    for (const path of cssFiles(appDir))
      for (const [, names, from] of readFileSync(path, "utf8").matchAll(
        /composes: ([\w ]+) from "([^"]+)"/g,
      )) {
        const target = from.startsWith("~/") ? join(appDir, from.slice(2)) : resolve(dirname(path), from);
        const classNames = composedFrom.get(target) ?? new Set<string>();
        for (const name of names.split(" ")) classNames.add(name);
        composedFrom.set(target, classNames);
      }
    const weighty: string[] = [];
    for (const [target, names] of composedFrom) {
      const css = outsideWhere(readFileSync(target, "utf8"));
      for (const name of names)
        if (new RegExp(`\\.${name}(?![\\w-])`).test(css))
          weighty.push(`${target.slice(appDir.length + 1)}: .${name}`);
    }
    expect(weighty).toEqual([]);
  });
});
