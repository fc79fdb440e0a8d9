import { fixedT } from "~/i18n/fixed-t";
import { i18nextTranslatorFor, installServerI18next, remixI18next } from "~/i18n/remix-i18next.server";
import { translatorFor } from "~/i18n/translator";

describe("the server translates with remix-i18next's getFixedT, one i18next instance per language", () => {
  it("meta, loaders, error pages and the render get i18next's t once the server starts", () => {
    installServerI18next();
    expect(fixedT("en")).toBe(i18nextTranslatorFor("en", "common"));
    expect(translatorFor("fr", "ui")).toBe(i18nextTranslatorFor("fr", "ui"));
    expect(fixedT("en")("errors.503-title")).toBe("Site under maintenance");
    expect(translatorFor("fr", "ui")("toast.closes-in", { count: 1_000_000 })).toBe(
      "Se ferme dans 1000000 de secondes",
    );
  });

  it("makes no i18next instance when it translates, however many requests", () => {
    installServerI18next();
    const getFixedT = vi.spyOn(remixI18next, "getFixedT");
    // Private in its types: every getFixedT of remix-i18next goes through it.
    const createInstance = vi.spyOn(
      remixI18next as unknown as { createInstance: () => Promise<unknown> },
      "createInstance",
    );
    for (let request = 0; request < 50; request += 1) {
      for (const locale of ["fr", "en"] as const) {
        fixedT(locale)("meta.default-title");
        translatorFor(locale, "search")("results.count", { count: request });
      }
    }
    expect(getFixedT).not.toHaveBeenCalled();
    expect(createInstance).not.toHaveBeenCalled();
  });
});
