import { readdirSync } from "node:fs";
import { i18nextTranslatorFor } from "~/i18n/remix-i18next.server";
import { locales } from "~/i18n/locales";
import { messagesOf } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translate";

/**
 * The browser translates with the small `t` of translate.ts, the server with i18next (through
 * remix-i18next): a page rendered by one and hydrated by the other must read the same. Every key
 * of both languages goes through both, with each count and every placeholder, and must agree.
 */
const COUNTS = [0, 1, 2, 1.5, 1_000_000];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

function leaves(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** Each key as code calls it (plural suffixes removed), with the placeholders of all its forms. */
function keysOf(namespace: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const locale of locales) {
    for (const [path, text] of leaves(messagesOf(locale)[namespace])) {
      const key = path.replace(PLURAL_SUFFIX, "");
      const names = keys.get(key) ?? new Set<string>();
      for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]);
      keys.set(key, names);
    }
  }
  return keys;
}

function optionSets(placeholders: Set<string>): (Record<string, unknown> | undefined)[] {
  // Markup-like values: i18next must not escape them (React does), nor may the small `t`.
  const values = Object.fromEntries([...placeholders].map((name) => [name, `<b>${name}</b> & "${name}"`]));
  return [undefined, values, ...COUNTS.map((count) => ({ ...values, count }))];
}

describe("the browser's t gives what i18next gives", () => {
  const namespaces = Object.keys(messagesOf("fr"));

  it("covers every namespace of both languages", () => {
    // server-errors.json is read by server/error-page.mjs, before the app, never through `t`.
    const files = readdirSync("locales/fr")
      .map((file) => file.replace(/\.json$/, ""))
      .filter((name) => name !== "server-errors");
    expect([...namespaces].sort()).toEqual(files.sort());
    expect(Object.keys(messagesOf("en")).sort()).toEqual(files.sort());
  });

  for (const locale of locales) {
    it(`every ${locale} key, with counts ${COUNTS.join(", ")} and every placeholder`, () => {
      const differences: string[] = [];
      let compared = 0;
      for (const namespace of namespaces) {
        const browser = createTranslator(messagesOf(locale), locale, namespace);
        const server = i18nextTranslatorFor(locale, namespace);
        const browserCommon = createTranslator(messagesOf(locale), locale);
        const serverCommon = i18nextTranslatorFor(locale, "common");
        for (const [key, placeholders] of keysOf(namespace)) {
          for (const options of optionSets(placeholders)) {
            const calls: [string, string][] = [
              [browser(key, options), server(key, options)],
              [browserCommon(`${namespace}:${key}`, options), serverCommon(`${namespace}:${key}`, options)],
            ];
            for (const [ours, i18next] of calls) {
              compared += 1;
              if (ours !== i18next) {
                differences.push(`${namespace}:${key} ${JSON.stringify(options)}: "${ours}" ≠ "${i18next}"`);
              }
            }
          }
        }
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("agrees on what is missing: an unknown key, namespace or placeholder", () => {
    for (const locale of locales) {
      const browser = createTranslator(messagesOf(locale), locale);
      const server = i18nextTranslatorFor(locale, "common");
      for (const key of ["nowhere.at-all", "nope:key", "meta.default-title"]) {
        expect(browser(key, { count: 3, unused: "x" })).toBe(server(key, { count: 3, unused: "x" }));
      }
    }
  });
});
