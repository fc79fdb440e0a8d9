import { vi } from "vitest";
import { fixedT } from "~/i18n/fixed-t";
import { messagesOf } from "~/i18n/messages";
import { createTranslator, pluralCategory } from "~/i18n/translate";

const messages = {
  common: { shell: { close: "Fermer" }, greet: "Bonjour {{name}}", missing: "{{nothing}} ici" },
  ui: { results_one: "{{count}} résultat", results_other: "{{count}} résultats" },
};

describe("translations without i18next in the browser", () => {
  const t = createTranslator(messages, "fr");

  it("reads nested keys of the default namespace, or of another with ns:key", () => {
    expect(t("shell.close")).toBe("Fermer");
    expect(t("ui:results", { count: 2 })).toBe("2 résultats");
    expect(createTranslator(messages, "fr", "ui")("results", { count: 3 })).toBe("3 résultats");
  });

  it("fills {{placeholders}} and leaves unknown ones as they are", () => {
    expect(t("greet", { name: "Léa" })).toBe("Bonjour Léa");
    expect(t("missing")).toBe("{{nothing}} ici");
  });

  it("chooses the plural by count with each language's rules (French: 0 and 1 are singular)", () => {
    const ui = createTranslator(messages, "fr", "ui");
    expect(ui("results", { count: 0 })).toBe("0 résultat");
    expect(ui("results", { count: 1 })).toBe("1 résultat");
    expect(createTranslator(messages, "en", "ui")("results", { count: 0 })).toBe("0 résultats");
  });

  it("chooses the category Intl.PluralRules chooses for fr-CA and en-CA, without creating one", () => {
    const counts = [0, 1, 1.5, 1.99, 2, 2.5, 3, 10, 21, 100, 101, 999_999, 1_000_000, 1_000_000.5, 2_000_000];
    const all = [...counts, ...counts.map((n) => -n), 0.25, Number.NaN, Number.POSITIVE_INFINITY];
    const spy = vi.spyOn(Intl, "PluralRules");
    const ours = all.map((n) => [pluralCategory("fr", n), pluralCategory("en", n)]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const fr = new Intl.PluralRules("fr-CA");
    const en = new Intl.PluralRules("en-CA");
    expect(ours).toEqual(all.map((n) => [fr.select(n), en.select(n)]));
  });

  it("answers the key itself when no text exists, as i18next does", () => {
    expect(t("shell.nowhere")).toBe("shell.nowhere");
    expect(t("nope:key")).toBe("key");
  });

  it("the real locale files: every French key exists in English and the reverse", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
        : [prefix.replace(/_(zero|one|many|other)$/, "")];
    // French has a `_many` form (exact millions: « 1 000 000 de biens »), English none.
    const unique = (list: string[]) => [...new Set(list)].sort();
    expect(unique(keys(messagesOf("fr")))).toEqual(unique(keys(messagesOf("en"))));
    expect(fixedT("en")("errors.503-title")).toBe("Site under maintenance");
    expect(fixedT("fr")("errors.503-title")).not.toBe("Site under maintenance");
  });
});
