import { getRequestContext } from "~/cms/request-context.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("request context (spec 1 §3)", () => {
  it("takes protocol and host from the forwarded headers, https by default", () => {
    const context = getRequestContext(
      request("http://10.0.0.5:3000/fr/contact/?a=1", {
        "X-Forwarded-Host": "www.agence.test",
        Host: "10.0.0.5:3000",
      }),
      null,
    );
    expect(context).toEqual({
      protocol: "https",
      host: "www.agence.test",
      domainName: "agence.test",
      fullOrigin: "https://agence.test",
      fullPath: "/fr/contact",
    });
  });

  it("uses the Host header without a forwarded host, and honours X-Forwarded-Proto", () => {
    const context = getRequestContext(
      request("http://x/en", { Host: "site.test", "X-Forwarded-Proto": "http" }),
      null,
    );
    expect(context.fullOrigin).toBe("http://site.test");
  });

  it("drops the query and every trailing slash from the path", () => {
    expect(getRequestContext(request("http://site.test/fr/blogue///?x=1"), null).fullPath).toBe("/fr/blogue");
    expect(getRequestContext(request("http://site.test/"), null).fullPath).toBe("/");
  });

  it("ignores a forged forwarded host that is not a valid host name", () => {
    const context = getRequestContext(
      request("http://site.test/fr", { "X-Forwarded-Host": "evil.test/<script>", Host: "site.test" }),
      null,
    );
    expect(context.host).toBe("site.test");
  });

  it("with PUBLIC_ORIGIN set, only that host is trusted", () => {
    const context = getRequestContext(
      request("http://10.0.0.5/fr", { "X-Forwarded-Host": "evil.test", Host: "10.0.0.5" }),
      "https://www.agence.test",
    );
    expect(context.fullOrigin).toBe("https://agence.test");
  });
});
