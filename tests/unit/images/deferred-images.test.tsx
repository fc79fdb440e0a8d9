// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { startDeferredImages as startWithMargin } from "~/shell/deferred-images";
import { EARLY_SCRIPT, PAGE_CODE_EVENT, PHOTOS_WAIT_FOR_CODE_MS } from "~/shell/early-script";
import { DEFERRED_PLACEHOLDER, DeferredImg } from "~/ui/Photo";

/** jsdom has no IntersectionObserver: this one says which images are near when the test tells it. */
class NearObserver {
  static current: NearObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    NearObserver.current = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  near(...targets: Element[]) {
    const entries = targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));

beforeEach(() => {
  NearObserver.current = null;
  vi.stubGlobal("IntersectionObserver", NearObserver);
  reducedMotion(false);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const photo = (name: string) => (
  <DeferredImg src={`https://cdn.test/${name}.jpg`} srcSet={`/resources/image?src=${name} 640w`} alt="" />
);
const startDeferredImages = (root: HTMLElement) => startWithMargin(root, "25%");
const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a deferred image (issue 24)", () => {
  it("renders with no source to fetch, and a <noscript> copy with the real ones on the server", () => {
    const html = renderToString(
      <DeferredImg src="https://cdn.test/a.jpg" srcSet="a-640 640w" alt="Façade" width={640} height={427} />,
    );
    const page = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
    const [deferred] = page.querySelectorAll("body > img");
    expect(deferred.getAttribute("src")).toBe(DEFERRED_PLACEHOLDER);
    expect(deferred.hasAttribute("srcset")).toBe(false);
    expect(deferred.getAttribute("data-src")).toBe("https://cdn.test/a.jpg");
    expect(deferred.getAttribute("data-srcset")).toBe("a-640 640w");
    expect(deferred.getAttribute("alt")).toBe("Façade");
    expect(deferred.getAttribute("width")).toBe("640");
    // Parsed as a document without scripting, the <noscript> content is markup: the image itself.
    const copy = new DOMParser()
      .parseFromString(page.querySelector("noscript")!.innerHTML, "text/html")
      .querySelector("img")!;
    expect(copy.getAttribute("src")).toBe("https://cdn.test/a.jpg");
    expect(copy.getAttribute("srcset")).toBe("a-640 640w");
    expect(copy.getAttribute("loading")).toBe("lazy");
    expect(copy.getAttribute("alt")).toBe("Façade");
  });

  it("gets its sources only once near the viewport, then fades in when it can be drawn", async () => {
    const { container } = render(
      <>
        {photo("near")}
        {photo("far")}
      </>,
    );
    const [near, far] = container.querySelectorAll<HTMLImageElement>("img[data-src]");
    const stop = startDeferredImages(container);
    expect(NearObserver.current!.observed).toEqual(new Set([near, far]));
    NearObserver.current!.near(near);
    expect(near.getAttribute("src")).toBe("https://cdn.test/near.jpg");
    expect(near.getAttribute("srcset")).toBe("/resources/image?src=near 640w");
    expect(near.dataset.appear).toBe("waiting");
    await vi.waitFor(() => expect(near.dataset.appear).toBe("shown"));
    expect(far.getAttribute("src")).toBe(DEFERRED_PLACEHOLDER);
    expect(far.hasAttribute("srcset")).toBe(false);
    expect(NearObserver.current!.observed).toEqual(new Set([far]));
    stop();
  });

  it("shows it at once, without the fade, to a visitor who prefers reduced motion", () => {
    reducedMotion(true);
    const { container } = render(photo("calm"));
    startDeferredImages(container);
    const img = container.querySelector<HTMLImageElement>("img[data-src]")!;
    NearObserver.current!.near(img);
    expect(img.getAttribute("src")).toBe("https://cdn.test/calm.jpg");
    expect(img.dataset.appear).toBe("shown");
  });

  it("watches images rendered later, and gives a shown image its new source when it changes", async () => {
    const { container, rerender } = render(<div>{photo("first")}</div>);
    startDeferredImages(container);
    const first = container.querySelector<HTMLImageElement>("img[data-src]")!;
    NearObserver.current!.near(first);

    rerender(
      <div>
        <DeferredImg src="https://cdn.test/swapped.jpg" alt="" />
        {photo("later")}
      </div>,
    );
    await flushMutations();
    // The same element, re-rendered with another photo (and no srcset): it follows at once.
    expect(first.getAttribute("src")).toBe("https://cdn.test/swapped.jpg");
    expect(first.hasAttribute("srcset")).toBe(false);
    const later = container.querySelectorAll<HTMLImageElement>("img[data-src]")[1];
    expect(NearObserver.current!.observed.has(later)).toBe(true);
    expect(later.getAttribute("src")).toBe(DEFERRED_PLACEHOLDER);
  });

  it("starts from the page's inline early script once the page has loaded and its code has hydrated, with no chunk", () => {
    const { container } = render(photo("early"));
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => callback(0));
    new Function(EARLY_SCRIPT)();
    window.dispatchEvent(new Event("load"));
    // Not beside the page's scripts on the network: they come first.
    expect(NearObserver.current).toBeNull();
    document.dispatchEvent(new Event(PAGE_CODE_EVENT));
    const img = container.querySelector("img")!;
    expect(NearObserver.current!.observed.has(img)).toBe(true);
    NearObserver.current!.near(img);
    expect(img.getAttribute("src")).toBe("https://cdn.test/early.jpg");
  });

  it("does not wait for code that never comes: the photos start a while after the load event", () => {
    vi.useFakeTimers();
    try {
      const { container } = render(photo("never"));
      vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => callback(0));
      new Function(EARLY_SCRIPT)();
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(PHOTOS_WAIT_FOR_CODE_MS - 1);
      expect(NearObserver.current).toBeNull();
      vi.advanceTimersByTime(1);
      expect(NearObserver.current!.observed.has(container.querySelector("img")!)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
