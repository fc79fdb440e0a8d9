// @vitest-environment jsdom
import { BLOCK_READY_EVENT, replayClicksOnReady } from "~/blocks/replay-clicks";

/** Stands in for React's root listener on a block it cannot hydrate yet: stops the click early. */
function reactDropsClicks() {
  const stop = (event: Event) => event.stopPropagation();
  document.addEventListener("click", stop, true);
  return () => document.removeEventListener("click", stop, true);
}

function block() {
  document.body.innerHTML = `<div id="wrapper"><button type="button">Open</button><a href="#x">Link</a>
    <button type="submit">Send</button></div><button type="button" id="outside">Outside</button>`;
  const wrapper = document.getElementById("wrapper")!;
  replayClicksOnReady(wrapper);
  const clicks: string[] = [];
  return {
    wrapper,
    clicks,
    /** The block's code arrives: its handlers attach, then it announces itself ready. */
    hydrate() {
      wrapper.addEventListener("click", (event) => clicks.push((event.target as Element).textContent ?? ""));
      wrapper.dispatchEvent(new Event(BLOCK_READY_EVENT));
      vi.runAllTimers();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // The page has hydrated: presses before that are the early script's.
  document.documentElement.setAttribute("data-hydrated", "");
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute("data-hydrated");
});

describe("a click on a block whose code is still loading", () => {
  it("is replayed on its control once the block has hydrated", () => {
    const { hydrate, clicks } = block();
    const restore = reactDropsClicks();
    document.querySelector<HTMLButtonElement>("#wrapper button")!.click();
    restore();
    hydrate();
    expect(clicks).toEqual(["Open"]);
  });

  it("is not replayed when React hydrated the block on the click and handled it", () => {
    const { wrapper, clicks } = block();
    const hydrateOnClick = () => {
      wrapper.addEventListener("click", (event) => clicks.push((event.target as Element).textContent ?? ""));
      wrapper.dispatchEvent(new Event(BLOCK_READY_EVENT));
    };
    document.addEventListener("click", hydrateOnClick, { capture: true, once: true });
    document.querySelector<HTMLButtonElement>("#wrapper button")!.click();
    vi.runAllTimers();
    expect(clicks).toEqual(["Open"]);
  });

  it("is never replayed for links, submit buttons or controls outside the block", () => {
    const { hydrate, clicks } = block();
    const restore = reactDropsClicks();
    document.querySelector<HTMLAnchorElement>("#wrapper a")!.click();
    document.querySelector<HTMLButtonElement>("#wrapper button[type=submit]")!.click();
    document.getElementById("outside")!.click();
    restore();
    hydrate();
    expect(clicks).toEqual([]);
  });
});
