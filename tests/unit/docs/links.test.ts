import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Every relative link of the README and docs/*.md leads somewhere: the file or folder exists, and an
 * anchor names a heading of the Markdown file it points to. Outside addresses are not fetched.
 */
const ROOT = resolve(__dirname, "../../..");

function markdownFiles(): string[] {
  const docs = join(ROOT, "docs");
  return [
    join(ROOT, "README.md"),
    ...readdirSync(docs)
      .filter((name) => name.endsWith(".md"))
      .map((name) => join(docs, name)),
  ];
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Link targets: `[text](target)` and `![alt](target)`, without an optional title. */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = [...prose(readFileSync(file, "utf8")).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)];
  return new Set(headings.map((match) => headingAnchor(match[1])));
}

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(readFileSync(file, "utf8"))) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:…
    const [path, anchor] = target.split("#", 2);
    const linked = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(ROOT, file)} → ${target}`;
    if (!existsSync(linked)) broken.push(`${where}: no such file`);
    else if (anchor && statSync(linked).isFile() && linked.endsWith(".md") && !anchorsOf(linked).has(anchor))
      broken.push(`${where}: no such heading`);
  }
  return broken;
}

describe("documentation links", () => {
  it("finds links and anchors as GitHub reads them", () => {
    expect(linkTargets("See [a](docs/a.md#b-c), `[no](x.md)`, ![i](img.webp) and [w](https://x.y).")).toEqual(
      ["docs/a.md#b-c", "img.webp", "https://x.y"],
    );
    expect(headingAnchor("The browser's translator")).toBe("the-browsers-translator");
    expect(headingAnchor("`npm test` in 10 minutes")).toBe("npm-test-in-10-minutes");
  });

  it.each(markdownFiles().map((file) => [relative(ROOT, file), file]))(
    "every relative link of %s resolves",
    (_, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );
});
