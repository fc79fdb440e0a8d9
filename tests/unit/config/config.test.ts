import { parseConfig } from "~/config.server";

const base = { CMS_URL: "http://cms.test/", CORE_URL: "http://core.test" };

describe("configuration (ARCHITECTURE §3)", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({ ...base });
    expect(config).toMatchObject({
      port: 3000,
      cmsUrl: "http://cms.test",
      coreUrl: "http://core.test",
      siteId: null,
      captchaProvider: "recaptcha",
      cmsProduction: false,
      previewToken: null,
    });
  });

  it("CMS_PRODUCTION defaults to true in production", () => {
    expect(parseConfig({ ...base, NODE_ENV: "production" }).cmsProduction).toBe(true);
    expect(parseConfig({ ...base, NODE_ENV: "production", CMS_PRODUCTION: "false" }).cmsProduction).toBe(
      false,
    );
  });

  it("errors are exposed outside production only, unless configured", () => {
    expect(parseConfig({ ...base, NODE_ENV: "production" }).exposeErrors).toBe(false);
    expect(parseConfig({ ...base, NODE_ENV: "development" }).exposeErrors).toBe(true);
    expect(parseConfig({ ...base, NODE_ENV: "production", EXPOSE_ERRORS: "true" }).exposeErrors).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ ...base, SITE_ID: "", PORT: "" }).siteId).toBeNull();
  });

  it("reports every bad variable in one clear message", () => {
    let message = "";
    try {
      parseConfig({ CMS_URL: "not a url", PORT: "99999", CAPTCHA_PROVIDER: "hcaptcha", SITE_ID: "1/../x" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ["CMS_URL", "CORE_URL", "PORT", "SITE_ID", "CAPTCHA_PROVIDER"])
      expect(message).toContain(name);
  });

  it("requires a long preview token so edit mode cannot be guessed", () => {
    expect(() => parseConfig({ ...base, PREVIEW_TOKEN: "short" })).toThrowError(/PREVIEW_TOKEN/);
    expect(parseConfig({ ...base, PREVIEW_TOKEN: "a-very-long-secret-token" }).previewToken).toBe(
      "a-very-long-secret-token",
    );
  });
});
