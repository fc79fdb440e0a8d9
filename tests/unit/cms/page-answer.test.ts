import { interpretPageAnswer } from "~/cms/page-answer";

const page = { title: { fr: "Accueil", en: "Home" }, content: { fields: [] } };
const headers = (init: Record<string, string> = {}) => new Headers(init);

describe("page answer status rules (spec 1 §4, §8)", () => {
  it("a 200 JSON answer of the expected shape is a page", () => {
    const outcome = interpretPageAnswer(200, headers(), JSON.stringify(page));
    expect(outcome.kind).toBe("page");
    if (outcome.kind === "page") {
      expect(outcome.page.title).toEqual({ fr: "Accueil", en: "Home" });
      expect(outcome.page.site_type).toBe("broker");
      expect(outcome.page.content.fields).toEqual([]);
    }
  });

  it.each([301, 302] as const)(
    "%i with a location in the body redirects there with the same status",
    (status) => {
      expect(interpretPageAnswer(status, headers(), JSON.stringify({ location: "/fr/ailleurs" }))).toEqual({
        kind: "redirect",
        status,
        location: "/fr/ailleurs",
      });
    },
  );

  it("301 with a Location header and no body location redirects to the header", () => {
    expect(interpretPageAnswer(301, headers({ Location: "/en/elsewhere" }), "")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/en/elsewhere",
    });
  });

  it("a redirect without a location is a 500 'Unexpected redirection response.'", () => {
    expect(interpretPageAnswer(302, headers(), "{}")).toMatchObject({
      kind: "error",
      status: 500,
      messageKey: "unexpected-redirection",
    });
  });

  it.each([
    [403, "403-message"],
    [404, "404-message"],
    [500, "500-message"],
    [503, "503-message"],
    [418, "unexpected-status"],
    [400, "unexpected-status"],
    [501, "unexpected-status"],
  ])("status %i shows the error page with that status (%s)", (status, messageKey) => {
    expect(interpretPageAnswer(status, headers(), "{}")).toMatchObject({ kind: "error", status, messageKey });
  });

  it.each([502, 504, 408, 429])(
    "status %i (the CMS out of reach or overloaded) is an outage: the 503 page (issue 11)",
    (status) => {
      expect(interpretPageAnswer(status, headers(), "{}")).toMatchObject({
        kind: "error",
        status: 503,
        messageKey: "503-message",
        failure: "outage",
      });
    },
  );

  it("the CMS's own Retry-After is kept when plausible", () => {
    expect(interpretPageAnswer(503, headers({ "Retry-After": "30" }), "{}")).toMatchObject({
      retryAfter: 30,
    });
    expect(interpretPageAnswer(503, headers({ "Retry-After": "99999" }), "{}")).not.toHaveProperty(
      "retryAfter",
    );
  });

  it("a string answer is a 500 'Unexpected string output.'", () => {
    expect(interpretPageAnswer(200, headers(), JSON.stringify("oops"))).toMatchObject({
      kind: "error",
      status: 500,
      messageKey: "unexpected-string",
    });
  });

  it.each([["<html>proxy error</html>"], ['{"title": {"fr": "Acc']])(
    "a body that is not JSON (%s) is an error, 500, that a stale copy may cover (spec 1 §4)",
    (body) => {
      expect(interpretPageAnswer(200, headers(), body)).toMatchObject({
        kind: "error",
        status: 500,
        messageKey: "500-message",
        failure: "invalid",
      });
    },
  );

  it.each([
    ["javascript:alert(1)"],
    ["https://evil.example/x"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["http://agence.test.evil.example/fr"],
    ["data:text/html,<script>alert(1)</script>"],
    ["/fr/\nSet-Cookie: x=1"],
  ])("a redirect to %s (off the site) is refused: no redirect, an error page", (location) => {
    for (const [body, init] of [
      [JSON.stringify({ location }), {}],
      // A header cannot hold a line break; the body can.
      ...(location.includes("\n") ? [] : ([["", { Location: location }]] as const)),
    ] as const) {
      const outcome = interpretPageAnswer(301, headers(init), body, { siteHost: "agence.test" });
      expect(outcome).toMatchObject({ kind: "error", status: 500, messageKey: "unexpected-redirection" });
      expect(JSON.stringify(outcome)).not.toContain("evil");
    }
  });

  it("a redirect to an absolute URL of this very site becomes a path of the site", () => {
    expect(
      interpretPageAnswer(302, headers(), JSON.stringify({ location: "https://www.agence.test/fr/x?a=1" }), {
        siteHost: "agence.test",
      }),
    ).toEqual({ kind: "redirect", status: 302, location: "/fr/x?a=1" });
  });

  it("an answer of the wrong shape is a 500 with a detail naming the field", () => {
    const outcome = interpretPageAnswer(200, headers(), JSON.stringify({ content: 42 }));
    expect(outcome).toMatchObject({ kind: "error", status: 500 });
    if (outcome.kind === "error") expect(outcome.detail).toContain("content");
  });

  it("a malformed block is dropped and the page still renders", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = { content: { fields: [{ block_type: "text-block-2", fields: {} }, { nope: true }] } };
    const outcome = interpretPageAnswer(200, headers(), JSON.stringify(body));
    expect(outcome.kind).toBe("page");
    if (outcome.kind === "page") expect(outcome.page.content.fields).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("an unknown site type falls back to broker", () => {
    const outcome = interpretPageAnswer(200, headers(), JSON.stringify({ ...page, site_type: "martian" }));
    expect(outcome.kind === "page" && outcome.page.site_type).toBe("broker");
  });
});

describe("outage or answer: what the CMS failing looks like (issue 11 §2)", () => {
  it.each([
    [502, "{}"],
    [503, "{}"],
    [504, "{}"],
    [429, "{}"],
  ])("status %i with %s is an outage", (status, body) => {
    expect(interpretPageAnswer(status, headers(), body)).toMatchObject({ kind: "error", failure: "outage" });
  });

  it.each([
    [200, '"oops"'],
    [200, '{"content": 42}'],
    [200, "<html>proxy error</html>"],
    [200, '{"title": {"fr": "Acc'],
    [302, "{}"],
  ])("status %i with %s is an invalid answer, not an outage", (status, body) => {
    expect(interpretPageAnswer(status, headers(), body)).toMatchObject({ kind: "error", failure: "invalid" });
  });

  it.each([403, 404, 410, 401])("status %i is the CMS's own answer about the page, no failure", (status) => {
    expect(interpretPageAnswer(status, headers(), "{}")).not.toHaveProperty("failure");
  });
});

describe("the page answer's shapes, and leniency where the spec is silent (issue 11 §3)", () => {
  const parse = (extra: Record<string, unknown>) => {
    const outcome = interpretPageAnswer(200, headers(), JSON.stringify({ ...page, ...extra }));
    if (outcome.kind !== "page") throw new Error(`not a page: ${JSON.stringify(outcome)}`);
    return outcome.page;
  };
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("recaptcha as an object or as the bare site key", () => {
    expect(parse({ recaptcha: { site_key: "key-1" } }).recaptcha).toMatchObject({ site_key: "key-1" });
    expect(parse({ recaptcha: "key-2" }).recaptcha).toEqual({ site_key: "key-2" });
    expect(parse({ recaptcha: "" }).recaptcha).toBeNull();
    expect(parse({ recaptcha: null }).recaptcha).toBeNull();
  });

  it("a malformed recaptcha is dropped with a warning, the page still renders", () => {
    expect(parse({ recaptcha: 42 }).recaptcha).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"recaptcha"'));
  });

  it("a title as {fr, en}, as a text component or as one string", () => {
    expect(parse({ title: { fr: "A", en: "B" } }).title).toEqual({ fr: "A", en: "B" });
    expect(parse({ title: { type: "text", value: { fr: "C", en: "D" } } }).title).toEqual({
      fr: "C",
      en: "D",
    });
    expect(parse({ title: "E" }).title).toEqual({ fr: "E", en: "E" });
    expect(parse({ title: 7 }).title).toBeNull();
  });

  it("seo fields in any text shape; one malformed field is dropped, the others kept", () => {
    const seo = parse({
      seo: {
        title: { type: "text", value: { fr: "Titre" } },
        description: "Une description",
        image: { fr: "x.jpg" },
        robots: "noindex",
      },
    }).seo;
    expect(seo).toMatchObject({
      title: { fr: "Titre" },
      description: { fr: "Une description", en: "Une description" },
      image: null,
      robots: "noindex",
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"seo.image"'));
  });

  it("malformed optional fields never fail the page", () => {
    const result = parse({
      production: "yes",
      microsite_id: { id: 1 },
      site_key: 12,
      variant: { name: 3 },
      alternate_paths: [{ locale: "en", path: "/en" }, { locale: "de", path: "/de" }, "x"],
      metadata: {
        favicon: ["a"],
        brand_version_2025: true,
        elements: { meta: [{ name: "a", content: "b" }, { name: 1 }], link: "nope" },
        tags: "one",
        contact_form: { show_consent: "no", contact_name: "Marie" },
      },
      content: { fields: [], override: { seo: { title: 5, robots: "noindex" } } },
    });
    expect(result).toMatchObject({
      production: false,
      microsite_id: null,
      site_key: null,
      variant: null,
      alternate_paths: [{ locale: "en", path: "/en" }],
      metadata: {
        favicon: null,
        brand_version_2025: true,
        elements: { meta: [{ name: "a", content: "b" }], link: null },
        tags: null,
        contact_form: { show_consent: null, contact_name: "Marie" },
      },
    });
    expect(result.content.override?.seo).toMatchObject({ title: null, robots: "noindex" });
  });

  it("content of the wrong shape still fails the page: there would be nothing to show", () => {
    expect(interpretPageAnswer(200, headers(), JSON.stringify({ content: 42 }))).toMatchObject({
      status: 500,
    });
  });
});
