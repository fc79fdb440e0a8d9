import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";

/**
 * The DOM files' setup, called by setup.ts for each file: Testing Library's cleanup and what a file
 * may leave in the window the files of a worker share. A function, not the module's body: a worker
 * imports this module once, and each file registers its own hooks.
 */
export function setUpDom() {
  // Testing Library registers its cleanup after each test, and React's act environment, when it is
  // first imported: in the first file of a shared worker only. Each file registers them again here.
  afterEach(cleanup);
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  // What a file may leave in the shared window: the next file starts from a fresh one's state.
  const firstAddress = window.location.href;
  const shared = globalThis as { __firstWindow?: { keys: Set<string>; head: Set<Node> } };
  shared.__firstWindow ??= {
    keys: new Set(Object.getOwnPropertyNames(window)),
    head: new Set(document.head.childNodes),
  };
  const firstWindow = shared.__firstWindow;
  afterAll(() => {
    // The app's modules afresh for the next file (their state: loaded scripts, caches, atoms); the
    // window's own properties and the head's scripts a file added (a consent platform, a captcha
    // widget) removed.
    vi.resetModules();
    for (const key of Object.getOwnPropertyNames(window))
      if (!firstWindow.keys.has(key)) Reflect.deleteProperty(window, key);
    for (const node of [...document.head.childNodes]) if (!firstWindow.head.has(node)) node.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0].trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    window.history.replaceState(null, "", firstAddress);
    document.title = "";
    // Not all of the DOM comes from Testing Library's render (which its cleanup removes). The body
    // stays the same element (Testing Library's screen is bound to it): a file removes the listeners
    // it adds to it.
    document.body.replaceChildren();
    for (const element of [document.documentElement, document.body])
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
  });
  // findBy* and waitFor give up after 1 s by default: on a loaded machine the first render of a lazily
  // imported block can take longer. They return as soon as the element is there, so only a failing
  // test waits the whole 10 s.
  configure({ asyncUtilTimeout: 10_000 });
}
