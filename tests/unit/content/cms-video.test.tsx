// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { CmsVideo } from "~/content/CmsVideo";
import { videoFieldSchema } from "~/content/fields.server";
import type { PreparedVideo } from "~/content/prepared";
import { prepareField, renderWithProviders } from "../render";

const pausedOf = new WeakMap<HTMLMediaElement, boolean>();
let readyState = 0;
let observerCallback: IntersectionObserverCallback | undefined;

beforeEach(() => {
  readyState = 0;
  observerCallback = undefined;
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return pausedOf.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockImplementation(() => readyState);
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    pausedOf.set(this, false);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    pausedOf.set(this, true);
    this.dispatchEvent(new Event("pause"));
  });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        observerCallback = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function reducedMotion(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches && query.includes("reduce"),
    media: query,
  }));
}

const field = (overrides: Record<string, unknown> = {}): PreparedVideo =>
  prepareField(videoFieldSchema, {
    type: "video",
    sources: { fr: [{ url: "videos/visite.webm", mime: "video/webm" }] },
    ...overrides,
  });

function renderVideo(video: PreparedVideo) {
  const result = renderWithProviders(<CmsVideo video={video} />);
  const element = result.container.querySelector("video") as HTMLVideoElement;
  const wrapper = element.parentElement as HTMLElement;
  return { element, wrapper };
}

describe("CMS video (spec 3 §4, §9)", () => {
  it("defaults: loop and muted, no autoplay, no controls; the unsupported-video text is translated", async () => {
    const { element, wrapper } = renderVideo(field());
    expect(element.loop).toBe(true);
    expect(element.muted).toBe(true);
    expect(element.controls).toBe(false);
    expect(element).toHaveAttribute("preload", "metadata");
    expect(element).toHaveTextContent("Votre navigateur ne prend pas en charge la balise vidéo.");
    await act(async () => void element.dispatchEvent(new Event("canplay")));
    expect(wrapper).toHaveAttribute("data-state", "ready");
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it("autoplay loads the whole video and starts on the first frame, even when canplay never fires", async () => {
    const { element, wrapper } = renderVideo(field({ autoplay: true }));
    expect(element).toHaveAttribute("preload", "auto");
    expect(wrapper).toHaveAttribute("data-state", "not-ready");
    await act(async () => void element.dispatchEvent(new Event("loadeddata")));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(wrapper).toHaveAttribute("data-state", "playing");
  });

  it("autoplay starts at once when the video was already playable before hydration", async () => {
    readyState = 4;
    const { wrapper } = renderVideo(field({ autoplay: true }));
    await act(async () => undefined);
    expect(wrapper).toHaveAttribute("data-state", "playing");
  });

  it("no autoplay when the visitor prefers reduced motion", async () => {
    reducedMotion(true);
    const { element, wrapper } = renderVideo(field({ autoplay: true }));
    await act(async () => void element.dispatchEvent(new Event("canplay")));
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(wrapper).toHaveAttribute("data-state", "ready");
  });

  it("controls stay hidden until the first play; the overlay toggles play and pause", async () => {
    const { element, wrapper } = renderVideo(field({ controls: true }));
    expect(element.controls).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lire la vidéo" })));
    expect(wrapper).toHaveAttribute("data-state", "playing");
    expect(element.controls).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Mettre la vidéo en pause" })));
    expect(wrapper).toHaveAttribute("data-state", "paused");
    expect(screen.getByRole("button", { name: "Lire la vidéo" })).toBeInTheDocument();
  });

  it("a video that is not autoplaying pauses when it leaves the viewport", async () => {
    const { element, wrapper } = renderVideo(field());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lire la vidéo" })));
    await act(async () =>
      observerCallback?.(
        [{ isIntersecting: false } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(element.paused).toBe(true);
    expect(wrapper).toHaveAttribute("data-state", "paused");
  });

  it("an autoplaying video keeps playing out of view", () => {
    renderVideo(field({ autoplay: true }));
    expect(observerCallback).toBeUndefined();
  });

  it("the overlay can be hidden", () => {
    renderVideo(field({ hide_overlay: true }));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("when no source can be played the poster stays and the play overlay goes", async () => {
    const { element, wrapper } = renderVideo(field({ autoplay: true }));
    vi.spyOn(HTMLMediaElement.prototype, "networkState", "get").mockReturnValue(
      HTMLMediaElement.NETWORK_NO_SOURCE,
    );
    await act(async () => void element.querySelector("source")?.dispatchEvent(new Event("error")));
    expect(screen.queryByRole("button")).toBeNull();
    expect(wrapper).toHaveAttribute("data-unavailable", "true");
    expect(wrapper).toHaveAttribute("data-state", "not-ready");
  });
});
