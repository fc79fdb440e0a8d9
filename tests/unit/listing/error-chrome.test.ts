import { data } from "@remix-run/node";
import { withErrorChrome } from "~/blocks/errors/chrome.server";
import { loadPageRoute } from "~/cms/page-route.server";

vi.mock("~/config.server", () => ({ getConfig: () => ({ publicOrigin: null }) }));
vi.mock("~/blocks/registry", () => ({ loadBlockComponents: vi.fn(async () => {}) }));
vi.mock("~/cms/page-route.server", () => ({ loadPageRoute: vi.fn() }));

const loadHome = vi.mocked(loadPageRoute);

const homePage = (tag: string) =>
  data({
    site: { variant: null, editMode: false },
    themeCss: "",
    header: [{ block_type: "header-classic", key: tag }],
    main: [],
    footer: [{ block_type: "footer-classic", key: tag }],
  });

function args(path: string, host: string) {
  return { request: new Request(`http://${host}${path}`), params: { lang: path.slice(1, 3) }, context: {} };
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return thrown as { data: Record<string, unknown>; init: ResponseInit };
  }
  throw new Error("nothing was thrown");
}

const notFound = () => Promise.reject(data({ messageKey: "404-message" }, { status: 404 }));

afterEach(() => loadHome.mockReset());

describe("error pages' chrome", () => {
  it("adds the home page's header and footer from the CMS when none is kept", async () => {
    loadHome.mockResolvedValueOnce(homePage("fetched") as never);
    const thrown = await thrownBy(withErrorChrome(args("/fr/nope", "a.test"), notFound));
    expect(thrown.init.status).toBe(404);
    expect(thrown.data.messageKey).toBe("404-message");
    expect(thrown.data.chrome).toMatchObject({ header: [{ key: "fetched" }], footer: [{ key: "fetched" }] });
  });

  it("reuses the last good home page's chrome without calling the CMS", async () => {
    await withErrorChrome(args("/en", "b.test"), async () => homePage("served"));
    const thrown = await thrownBy(withErrorChrome(args("/en/nope", "b.test"), notFound));
    expect(loadHome).not.toHaveBeenCalled();
    expect(thrown.data.chrome).toMatchObject({ header: [{ key: "served" }] });
  });

  it("keeps the plain error page when the CMS is down, never an error of its own", async () => {
    loadHome.mockRejectedValueOnce(data({ messageKey: "503-message" }, { status: 503 }));
    const thrown = await thrownBy(
      withErrorChrome(args("/fr/nope", "c.test"), () =>
        Promise.reject(data({ messageKey: "503-message" }, { status: 503 })),
      ),
    );
    expect(thrown.init.status).toBe(503);
    expect(thrown.data.chrome).toBeUndefined();
    loadHome.mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const second = await thrownBy(withErrorChrome(args("/fr/nope", "c.test"), notFound));
    expect(second.init.status).toBe(404);
    expect(second.data.chrome).toBeUndefined();
  });

  it("lets redirects and other thrown values through untouched", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/fr" } });
    await expect(withErrorChrome(args("/fr/old", "d.test"), () => Promise.reject(redirect))).rejects.toBe(
      redirect,
    );
    expect(loadHome).not.toHaveBeenCalled();
  });
});
