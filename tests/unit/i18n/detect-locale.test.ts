import { detectLocale, remixI18next } from "~/i18n/remix-i18next.server";
import { parseAcceptLanguage } from "~/i18n/request-languages.server";

const request = (headers: Record<string, string>) => new Request("http://site.test/", { headers });

describe("root locale detection with remix-i18next (spec 1 §2)", () => {
  it("uses the stored cookie first", async () => {
    expect(
      await detectLocale(request({ Cookie: "a=1; i18n_redirected=en", "Accept-Language": "fr-CA" })),
    ).toBe("en");
  });

  it("ignores a cookie that is not a supported locale", async () => {
    expect(await detectLocale(request({ Cookie: "i18n_redirected=de", "Accept-Language": "en-US" }))).toBe(
      "en",
    );
  });

  it("then the browser language, by quality, a regional tag as good as the bare language", async () => {
    expect(await detectLocale(request({ "Accept-Language": "de-DE, en-CA;q=0.8, fr;q=0.5" }))).toBe("en");
    expect(await detectLocale(request({ "Accept-Language": "en;q=0.2, fr-CA;q=0.9" }))).toBe("fr");
  });

  it("falls back to French", async () => {
    expect(await detectLocale(request({}))).toBe("fr");
    expect(await detectLocale(request({ "Accept-Language": "es, de" }))).toBe("fr");
  });

  it("is remix-i18next's detector that answers", async () => {
    const spy = vi.spyOn(remixI18next, "getLocale");
    await detectLocale(request({ "Accept-Language": "en" }));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("drops languages with q=0", () => {
    expect(parseAcceptLanguage("en;q=0, fr")).toEqual(["fr"]);
  });
});
