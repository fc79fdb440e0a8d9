import type { Locale } from "./locales";

/** One language's texts: namespace → nested keys → text with `{{name}}` placeholders. */
export type Messages = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * The CLDR cardinal category of a count, as `Intl.PluralRules` gives it for fr-CA and en-CA, without
 * it: creating the first one loads ICU's plural data, a few milliseconds of a phone's main thread.
 * French: 0 ≤ n < 2 is "one", exact millions are "many"; English: only 1 is "one".
 */
export function pluralCategory(locale: Locale, count: number): "one" | "many" | "other" {
  const n = Math.abs(count);
  if (locale === "fr") {
    const whole = Math.trunc(n);
    if (whole === 0 || whole === 1) return "one";
    return Number.isInteger(n) && n % 1_000_000 === 0 ? "many" : "other";
  }
  return n === 1 ? "one" : "other";
}

function lookup(namespace: Record<string, unknown> | undefined, path: string): string | undefined {
  let node: unknown = namespace;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
}

/**
 * The browser's translation function over one language's texts, with what our texts use of
 * i18next's format: `ns:key` or the given namespace, dotted nested keys, `{{name}}` interpolation and
 * `_zero`/`_one`/`_many`/`_other` plurals chosen by `count`. A missing key gives the key itself. The
 * server uses i18next; tests/unit/i18n/browser-t-equals-i18next.test.ts proves both agree on every key.
 */
export function createTranslator(messages: Messages, locale: Locale, defaultNamespace = "common"): TFunction {
  return (key, options) => {
    const colon = key.indexOf(":");
    const namespace = colon > 0 ? key.slice(0, colon) : defaultNamespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const table = messages[namespace];
    const count = options?.count;
    // i18next's order: `_zero` for 0, then the count's category, then the bare key (no `_other`).
    const text =
      (typeof count === "number"
        ? ((count === 0 ? lookup(table, `${path}_zero`) : undefined) ??
          lookup(table, `${path}_${pluralCategory(locale, count)}`))
        : undefined) ?? lookup(table, path);
    return text === undefined ? path : interpolate(text, options);
  };
}
