import { detectLocale, parseAcceptLanguage } from "~/i18n/detect-locale.server";

const request = (headers: Record<string, string>) => new Request("http://site.test/", { headers });

describe("root locale detection (spec 1 §2)", () => {
  it("uses the stored cookie first", () => {
    expect(detectLocale(request({ Cookie: "a=1; i18n_redirected=en", "Accept-Language": "fr-CA" }))).toBe(
      "en",
    );
  });

  it("ignores a cookie that is not a supported locale", () => {
    expect(detectLocale(request({ Cookie: "i18n_redirected=de", "Accept-Language": "en-US" }))).toBe("en");
  });

  it("then the browser language, by quality", () => {
    expect(detectLocale(request({ "Accept-Language": "de-DE, en-CA;q=0.8, fr;q=0.5" }))).toBe("en");
    expect(detectLocale(request({ "Accept-Language": "en;q=0.2, fr-CA;q=0.9" }))).toBe("fr");
  });

  it("falls back to French", () => {
    expect(detectLocale(request({}))).toBe("fr");
    expect(detectLocale(request({ "Accept-Language": "es, de" }))).toBe("fr");
  });

  it("drops languages with q=0", () => {
    expect(parseAcceptLanguage("en;q=0, fr")).toEqual(["fr"]);
  });
});
