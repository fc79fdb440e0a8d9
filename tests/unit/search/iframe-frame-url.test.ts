import { frameUrl } from "~/blocks/embeds/iframe-search/frame-url";

describe("the embedded search's address (issue 22, item 8)", () => {
  it("resolves a path against the CMS, so the demo backend can serve the frame", () => {
    const url = frameUrl("/iframe-search/fr/", {}, { base: "http://localhost:3001", allowHttp: true });
    expect(url).toMatch(/^http:\/\/localhost:3001\/iframe-search\/fr\/\?model=v5/);
  });

  it("takes only https in production, and a path needs a base", () => {
    expect(frameUrl("/iframe-search/fr/", {}, { base: "http://cms.example", allowHttp: false })).toBeNull();
    expect(frameUrl("/iframe-search/fr/", {}, { base: "https://cms.example", allowHttp: false })).toMatch(
      /^https:\/\/cms\.example\/iframe-search\/fr\//,
    );
    expect(frameUrl("/iframe-search/fr/")).toBeNull();
    expect(frameUrl("http://search.example/")).toBeNull();
  });

  it("never lets http in from another host than the CMS's", () => {
    expect(
      frameUrl("http://other.example/", {}, { base: "http://localhost:3001", allowHttp: true }),
    ).toBeNull();
    expect(
      frameUrl("javascript:alert(1)", {}, { base: "http://localhost:3001", allowHttp: true }),
    ).toBeNull();
  });
});

describe("the demo backend on a loopback host", () => {
  it("is recognised, other hosts are not", async () => {
    const { isLoopbackUrl } = await import("~/blocks/embeds/iframe-search/frame-url");
    expect(isLoopbackUrl("http://localhost:3100")).toBe(true);
    expect(isLoopbackUrl("http://127.0.0.1:3100")).toBe(true);
    expect(isLoopbackUrl("http://cms.example")).toBe(false);
  });
});
