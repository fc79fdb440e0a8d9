// @vitest-environment jsdom
import { openedEarly } from "~/shell/early-menu";
import { EARLY_SCRIPT } from "~/shell/early-script";

/**
 * Before the header's code runs, the page's inline script opens and closes the mobile menu in place:
 * the address keeps no fragment, so the router hears no navigation while the header hydrates.
 */
const listeners: [string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener, typeof options === "boolean" ? options : options?.capture]);
    addEventListener(type, listener, options);
  });
  new Function(EARLY_SCRIPT)();
  document.body.innerHTML = `
    <a id="open" href="#menu-layer" data-early-panel="menu-layer" data-early-open="">Menu</a>
    <div id="menu-layer"><a id="close" href="#main-content" data-early-panel="menu-layer">Close</a>
      <a id="elsewhere" href="#somewhere">A link of the menu</a></div>`;
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  window.history.replaceState(null, "", window.location.pathname);
});

const click = (id: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};
const panel = () => document.getElementById("menu-layer")!;

describe("the mobile menu before its code", () => {
  it("opens in place: the panel is marked open, the address keeps no fragment", () => {
    expect(openedEarly("menu-layer")).toBe(false);
    expect(click("open").defaultPrevented).toBe(true);
    expect(panel().hasAttribute("data-open")).toBe(true);
    expect(window.location.hash).toBe("");
    expect(openedEarly("menu-layer")).toBe(true);
  });

  it("closes in place with its close link", () => {
    click("open");
    expect(click("close").defaultPrevented).toBe(true);
    expect(panel().hasAttribute("data-open")).toBe(false);
    expect(openedEarly("menu-layer")).toBe(false);
  });

  it("leaves the close link's navigation to a panel open as the address's target", () => {
    window.history.replaceState(null, "", "#menu-layer");
    expect(click("close").defaultPrevented).toBe(false);
  });

  it("leaves other links alone", () => {
    expect(click("elsewhere").defaultPrevented).toBe(false);
  });

  it("still counts a panel opened as the address's target (a page loaded with the fragment)", () => {
    window.history.replaceState(null, "", "#menu-layer");
    expect(openedEarly("menu-layer")).toBe(true);
  });
});
