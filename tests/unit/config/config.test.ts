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

  it("applies the defaults of the protections against a failing CMS (issue 11 §2)", () => {
    expect(parseConfig({ ...base })).toMatchObject({
      staleIfErrorSeconds: 86400,
      pageCacheMaxBytes: 64 * 1024 * 1024,
      cmsBreakerThreshold: 5,
      cmsBreakerCooldownMs: 10000,
      cmsMaxInFlight: 32,
      cmsQueueWaitMs: 1000,
      readinessRefreshMs: 5000,
    });
    expect(
      parseConfig({
        ...base,
        STALE_IF_ERROR_SECONDS: "0",
        CMS_BREAKER_THRESHOLD: "2",
        CMS_MAX_IN_FLIGHT: "4",
      }),
    ).toMatchObject({ staleIfErrorSeconds: 0, cmsBreakerThreshold: 2, cmsMaxInFlight: 4 });
    expect(() => parseConfig({ ...base, CMS_MAX_IN_FLIGHT: "0" })).toThrowError(/CMS_MAX_IN_FLIGHT/);
    expect(() => parseConfig({ ...base, STALE_IF_ERROR_SECONDS: "-1" })).toThrowError(
      /STALE_IF_ERROR_SECONDS/,
    );
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
    expect(() => parseConfig({ ...base, PREVIEW_TOKEN: "x".repeat(257) })).toThrowError(/PREVIEW_TOKEN/);
    expect(() => parseConfig({ ...base, PREVIEW_TOKEN: "with a space inside it" })).toThrowError(
      /PREVIEW_TOKEN/,
    );
  });
});
