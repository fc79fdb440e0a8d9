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
    [502, "unexpected-status"],
  ])("status %i shows the error page with that status (%s)", (status, messageKey) => {
    expect(interpretPageAnswer(status, headers(), "{}")).toMatchObject({ kind: "error", status, messageKey });
  });

  it("a string answer is a 500 'Unexpected string output.'", () => {
    expect(interpretPageAnswer(200, headers(), JSON.stringify("oops"))).toMatchObject({
      kind: "error",
      status: 500,
      messageKey: "unexpected-string",
    });
  });

  it("a body that is not JSON is a 500", () => {
    expect(interpretPageAnswer(200, headers(), "<html>proxy error</html>")).toMatchObject({
      kind: "error",
      status: 500,
    });
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
