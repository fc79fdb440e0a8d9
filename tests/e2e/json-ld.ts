// JSON-LD checked against schema.org as far as it can be without network: every @type and property
// name must exist in schema-dts's vocabulary (generated from schema.org's definitions), and the kinds
// search engines read must carry what Google documents as required (or needed to be read at all).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const vocabulary = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("schema-dts/package.json")),
    "dist/schema.d.ts",
  ),
  "utf8",
);
const TYPES = new Set([...vocabulary.matchAll(/^export type (\w+) = /gm)].map((match) => match[1]));
const PROPERTIES = new Set([...vocabulary.matchAll(/^\s+"(\w+)"\?: /gm)].map((match) => match[1]));

type Node = Record<string, unknown>;

/** Google's required properties (Search Central, structured data guides) for the kinds it reads. */
const REQUIRED: Record<string, string[]> = {
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position"],
  ItemList: ["itemListElement"],
  BlogPosting: ["headline", "datePublished", "author", "image"],
  Article: ["headline", "datePublished", "author", "image"],
  RealEstateAgent: ["name", "address"],
  Organization: ["name"],
  RealEstateListing: ["name", "url", "offers"],
  Offer: ["price", "priceCurrency"],
  PostalAddress: ["streetAddress", "addressLocality", "addressCountry"],
  Person: ["name"],
};

export type JsonLdReport = { errors: string[]; types: string[]; urls: string[] };

function visit(node: unknown, where: string, report: JsonLdReport, parent: string | null) {
  if (Array.isArray(node))
    return node.forEach((item, index) => visit(item, `${where}[${index}]`, report, parent));
  if (typeof node !== "object" || node === null) return;
  const object = node as Node;
  const type = object["@type"];
  if (typeof type === "string") {
    report.types.push(type);
    if (!TYPES.has(type)) report.errors.push(`${where}: @type ${type} is not a schema.org type`);
    for (const name of REQUIRED[type] ?? []) {
      if (object[name] === undefined || object[name] === "")
        report.errors.push(`${where}: ${type} lacks its required ${name}`);
    }
    // A breadcrumb step is read only with its name and its page (the last step may omit the page).
    if (type === "ListItem" && parent === "BreadcrumbList" && (!object.name || !object.item))
      report.errors.push(`${where}: a breadcrumb ListItem needs name and item`);
    if (type === "ListItem" && parent === "ItemList" && !object.item && !object.url)
      report.errors.push(`${where}: an ItemList ListItem needs item or url`);
  }
  for (const [key, value] of Object.entries(object)) {
    if (key.startsWith("@")) {
      if (key === "@id" && typeof value === "string") report.urls.push(value);
      continue;
    }
    if (!PROPERTIES.has(key)) report.errors.push(`${where}: ${key} is not a schema.org property`);
    if (
      (key === "url" || key === "item" || key === "logo" || key === "mainEntityOfPage") &&
      typeof value === "string"
    )
      report.urls.push(value);
    visit(value, `${where}.${key}`, report, typeof type === "string" ? type : parent);
  }
}

/** Every JSON-LD script of an HTML page, parsed and checked. */
export function checkJsonLd(html: string): JsonLdReport {
  const report: JsonLdReport = { errors: [], types: [], urls: [] };
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  scripts.forEach((match, index) => {
    let data: unknown;
    try {
      data = JSON.parse(match[1]);
    } catch {
      report.errors.push(`script ${index}: not JSON`);
      return;
    }
    for (const node of Array.isArray(data) ? data : [data]) {
      if ((node as Node)["@context"] !== "https://schema.org")
        report.errors.push(`script ${index}: @context is not https://schema.org`);
      visit(node, `script ${index}`, report, null);
    }
  });
  for (const url of report.urls) if (!/^https?:\/\//.test(url)) report.errors.push(`${url} is not absolute`);
  return report;
}
