import { loadAllNamespaces, registerAllMessages } from "~/i18n/messages.server";

// Runs before every test file, also when files share a worker (`isolate: false` in vitest.config.ts):
// what it sets up must hold for each file, not only the first. The DOM's part only in the DOM files:
// Testing Library's matchers cost each of the other files a tenth of a second to import, for nothing.
registerAllMessages();
await loadAllNamespaces();

if (typeof document !== "undefined") (await import("./setup-dom")).setUpDom();
else {
  // A node file may share its worker with the next (vitest.config.ts): that file starts from the
  // app's modules afresh, real timers, and no spy or stub left behind.
  afterAll(() => {
    vi.resetModules();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
