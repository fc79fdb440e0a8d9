// @vitest-environment jsdom
import { BLOCK_READY_EVENT } from "~/blocks/replay-clicks";
import { replayEarlyClick } from "~/shell/early-clicks";
import { EARLY_SCRIPT } from "~/shell/early-script";

/**
 * The page's inline script records a press made before the page's code runs (a filter toggle, a
 * "write to" button), and the page does it once hydrated: nothing the visitor pressed is lost.
 */
function page() {
  document.body.innerHTML = `<button type="button" id="first">Filters</button>
    <div data-deferred-block="b1"><button type="button" id="inside">Write to Léa</button></div>
    <a href="#x" id="link">Link</a><form><button type="submit" id="send">Send</button></form>`;
  const clicks: string[] = [];
  const record = (event: Event) => {
    event.preventDefault();
    if (window.__reactListening) clicks.push((event.target as Element).id);
  };
  document.body.addEventListener("click", record);
  // The body outlives the file (the DOM files share a window): the next test file sees no listener.
  onTestFinished(() => document.body.removeEventListener("click", record));
  return clicks;
}

const listeners: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  vi.useFakeTimers();
  // The inline script's window listeners, removed after each test.
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener, typeof options === "boolean" ? options : options?.capture]);
    addEventListener(type, listener, options);
  });
  new Function(EARLY_SCRIPT)();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  document.documentElement.removeAttribute("data-hydrated");
  delete window.__reactListening;
  delete window.__earlyClick;
});

/** React starts listening, hydrates the document, and the root marks it (root.tsx). */
function hydrate() {
  window.__reactListening = true;
  document.documentElement.setAttribute("data-hydrated", "");
  replayEarlyClick();
  vi.runAllTimers();
}

describe("a press before the page's code has run", () => {
  it("on a control that needs the code is done once the page has hydrated, the last one only", () => {
    const clicks = page();
    document.getElementById("inside")!.click();
    document.getElementById("first")!.click();
    hydrate();
    expect(clicks).toEqual(["first"]);
  });

  it("inside a block still loading its code waits for that block, and tells it the visitor reached for it", () => {
    const clicks = page();
    const reached: string[] = [];
    window.addEventListener("pointerover", (event) => reached.push((event.target as Element).id), true);
    document.getElementById("inside")!.click();
    hydrate();
    expect(reached).toEqual(["inside"]);
    expect(clicks).toEqual([]);
    document.querySelector("[data-deferred-block]")!.dispatchEvent(new Event(BLOCK_READY_EVENT));
    vi.runAllTimers();
    expect(clicks).toEqual(["inside"]);
  });

  it("is left alone on links and submit buttons, which work without the code", () => {
    const clicks = page();
    document.getElementById("link")!.click();
    document.getElementById("send")!.click();
    hydrate();
    expect(clicks).toEqual([]);
  });

  it("is not done twice when React, already listening, handled it", () => {
    const clicks = page();
    window.__reactListening = true;
    document.getElementById("first")!.click();
    hydrate();
    expect(clicks).toEqual(["first"]);
  });

  it("is not recorded once the page has hydrated (its blocks replay their own)", () => {
    const clicks = page();
    document.documentElement.setAttribute("data-hydrated", "");
    window.__reactListening = true;
    document.getElementById("first")!.click();
    replayEarlyClick();
    vi.runAllTimers();
    expect(clicks).toEqual(["first"]);
  });
});
