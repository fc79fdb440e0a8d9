// @vitest-environment jsdom
import { holdEventsUntil } from "~/lib/hold-events-while-decoding";

describe("holdEventsUntil (React's discrete events while RemixBrowser decodes the page's data)", () => {
  it("holds a key and a click from the document's listeners until ready; the window's earlier listeners and the default go on", () => {
    const input = document.createElement("input");
    document.body.append(input);
    const earlier: string[] = [];
    const react: string[] = [];
    const early = (event: Event) => earlier.push(event.type);
    const listen = (event: Event) => react.push(event.type);
    // The inline script's listeners (early-clicks, early-menu) are on the window before the hold.
    window.addEventListener("click", early, true);
    let ready = false;
    holdEventsUntil(() => ready);
    // React's are on the document, in both phases.
    document.addEventListener("keydown", listen, true);
    document.addEventListener("click", listen);

    const key = new KeyboardEvent("keydown", { bubbles: true, cancelable: true });
    input.dispatchEvent(key);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    input.dispatchEvent(click);
    expect(react).toEqual([]);
    expect(earlier).toEqual(["click"]);
    expect([key.defaultPrevented, click.defaultPrevented]).toEqual([false, false]);

    ready = true;
    input.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    input.click();
    expect(react).toEqual(["keydown", "click"]);

    window.removeEventListener("click", early, true);
    document.removeEventListener("keydown", listen, true);
    document.removeEventListener("click", listen);
    input.remove();
  });
});
