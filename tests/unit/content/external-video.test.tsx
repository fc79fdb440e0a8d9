// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { externalVideoFieldSchema } from "~/content/fields.server";
import type { PreparedExternalVideo } from "~/content/prepared";
import type { YouTubePlayerOptions } from "~/content/youtube-player";
import { prepareField, renderWithProviders } from "../render";

/** Each test gets a fresh module so the page-wide script state starts at "not loaded". */
async function load() {
  vi.resetModules();
  (await import("~/i18n/messages.server")).registerAllMessages();
  const player = await import("~/content/youtube-player");
  const { ExternalVideo } = await import("~/content/ExternalVideo");
  return { ...player, ExternalVideo };
}

type ProviderWindow = Window & { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
const win = window as ProviderWindow;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="youtube"]')];

let created: YouTubePlayerOptions[] = [];
const playVideo = vi.fn();

/** What the provider's script does once it has run. */
function provideApi() {
  win.YT = {
    Player: class {
      iframe = document.createElement("iframe");
      constructor(element: HTMLElement, options: YouTubePlayerOptions) {
        created.push(options);
        element.replaceWith(this.iframe);
        queueMicrotask(() => options.events.onReady?.({ target: this as never }));
      }
      getIframe() {
        return this.iframe;
      }
      playVideo = playVideo;
      destroy() {
        this.iframe.remove();
      }
    },
  };
  win.onYouTubeIframeAPIReady?.();
}

beforeEach(() => {
  created = [];
  playVideo.mockClear();
  delete win.YT;
  delete win.onYouTubeIframeAPIReady;
  scripts().forEach((script) => script.remove());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (overrides: Record<string, unknown> = {}): PreparedExternalVideo =>
  prepareField(externalVideoFieldSchema, {
    type: "external_video",
    external_sources: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    ...overrides,
  });

describe("video provider script (spec 3 §4: not loaded, loading, loaded)", () => {
  it("moves not loaded → loading → loaded; a failure goes back to not loaded so it can retry", async () => {
    const { nextProviderScriptState: next } = await load();
    expect(next("not-loaded", "request")).toBe("loading");
    expect(next("loading", "request")).toBe("loading");
    expect(next("loading", "ready")).toBe("loaded");
    expect(next("loading", "fail")).toBe("not-loaded");
    expect(next("loaded", "fail")).toBe("loaded");
    expect(next("loaded", "request")).toBe("loaded");
  });

  it("is requested once, from the provider, and resolves when the provider says it is ready", async () => {
    const { loadYouTubeApi, providerScriptState, YOUTUBE_API_SRC } = await load();
    expect(providerScriptState()).toBe("not-loaded");
    const first = loadYouTubeApi();
    const second = loadYouTubeApi();
    expect(first).toBe(second);
    expect(scripts().map((script) => script.src)).toEqual([YOUTUBE_API_SRC]);
    expect(providerScriptState()).toBe("loading");
    provideApi();
    await expect(first).resolves.toHaveProperty("Player");
    expect(providerScriptState()).toBe("loaded");
  });

  it("keeps a ready handler another script set before", async () => {
    const { loadYouTubeApi } = await load();
    const previous = vi.fn();
    win.onYouTubeIframeAPIReady = previous;
    const loading = loadYouTubeApi();
    provideApi();
    await loading;
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it("offline: a script error rejects and returns to not loaded", async () => {
    const { loadYouTubeApi, providerScriptState } = await load();
    const loading = loadYouTubeApi();
    scripts()[0].dispatchEvent(new Event("error"));
    await expect(loading).rejects.toThrow(/could not be loaded/);
    expect(providerScriptState()).toBe("not-loaded");
    expect(scripts()).toHaveLength(0);
  });

  it("a script that never answers times out", async () => {
    vi.useFakeTimers();
    const { loadYouTubeApi, providerScriptState, PROVIDER_SCRIPT_TIMEOUT_MS } = await load();
    const loading = loadYouTubeApi();
    const assertion = expect(loading).rejects.toThrow(/timed out/);
    vi.advanceTimersByTime(PROVIDER_SCRIPT_TIMEOUT_MS);
    await assertion;
    expect(providerScriptState()).toBe("not-loaded");
  });

  it("player variables: locale, no annotations, modest branding, no related videos, CMS settings", async () => {
    const { youTubePlayerVars } = await load();
    expect(
      youTubePlayerVars({
        videoId: "aqz-KE-bpKQ",
        locale: "fr",
        autoplay: false,
        controls: false,
        muted: true,
        loop: true,
      }),
    ).toEqual({
      hl: "fr",
      iv_load_policy: 3,
      modestbranding: 1,
      rel: 0,
      playsinline: 1,
      autoplay: 0,
      controls: 0,
      mute: 1,
      loop: 1,
      playlist: "aqz-KE-bpKQ",
    });
    expect(
      youTubePlayerVars({
        videoId: "x",
        locale: "en",
        autoplay: true,
        controls: true,
        muted: false,
        loop: false,
      }),
    ).toMatchObject({
      autoplay: 1,
      controls: 1,
      mute: 0,
    });
  });
});

describe("external video (spec 3 §4, §5, §7)", () => {
  it("contacts the provider only once the visitor asks, then plays on the privacy-enhanced host with the CMS settings", async () => {
    const { ExternalVideo, YOUTUBE_PRIVACY_HOST } = await load();
    const { container } = renderWithProviders(
      <ExternalVideo video={field({ autoplay: true, controls: true })} />,
    );
    expect(scripts()).toHaveLength(0);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Charger la vidéo YouTube : YouTube" })),
    );
    expect(scripts()).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de la vidéo…");
    expect(container.querySelector("[data-provider-script]")).toHaveAttribute(
      "data-provider-script",
      "loading",
    );
    await act(async () => provideApi());
    await act(async () => undefined);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ host: YOUTUBE_PRIVACY_HOST, videoId: "aqz-KE-bpKQ" });
    expect(created[0].playerVars).toMatchObject({ hl: "fr", autoplay: 1, controls: 1, mute: 1 });
    expect(playVideo).toHaveBeenCalled();
    expect(container.querySelector("iframe")).toHaveAttribute("title", "YouTube");
    expect(container.querySelector("[data-phase]")).toHaveAttribute("data-phase", "ready");
    expect(container.querySelector("[data-provider-script]")).toHaveAttribute(
      "data-provider-script",
      "loaded",
    );
  });

  it("respects the CMS defaults (no autoplay, no controls) and never autoplays under reduced motion", async () => {
    const { ExternalVideo } = await load();
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    renderWithProviders(
      <>
        <ExternalVideo video={field()} title="A" />
        <ExternalVideo video={field({ autoplay: true })} title="B" />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /: A$/ })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /: B$/ })));
    expect(scripts()).toHaveLength(1);
    await act(async () => provideApi());
    await act(async () => undefined);
    expect(created.map((options) => options.playerVars.autoplay)).toEqual([0, 0]);
    expect(created[0].playerVars.controls).toBe(0);
    expect(playVideo).not.toHaveBeenCalled();
  });

  it("offline: shows a message, a link to the video and a retry that asks again, never a crash", async () => {
    const { ExternalVideo } = await load();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithProviders(<ExternalVideo video={field()} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Charger la vidéo YouTube/ })));
    await act(async () => void scripts()[0].dispatchEvent(new Event("error")));
    expect(screen.getByRole("alert")).toHaveTextContent("La vidéo n'a pas pu être chargée.");
    expect(screen.getByRole("link", { name: /La regarder sur YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
    const retry = screen.getByRole("button", { name: "Réessayer" });
    expect(retry).toHaveFocus();
    await act(async () => fireEvent.click(retry));
    expect(scripts()).toHaveLength(1);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("an unparsable URL logs one warning per URL and renders no player", async () => {
    const { ExternalVideo } = await load();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const bad = field({ external_sources: "https://vimeo.com/123" });
    const { container, rerender } = renderWithProviders(<ExternalVideo video={bad} />);
    rerender(<ExternalVideo video={bad} />);
    renderWithProviders(<ExternalVideo video={bad} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn.mock.calls.filter(([message]) => String(message).includes("vimeo.com/123"))).toHaveLength(1);
  });
});
