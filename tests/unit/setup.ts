import "@testing-library/jest-dom/vitest";
import { loadAllNamespaces, registerAllMessages } from "~/i18n/messages.server";

registerAllMessages();
await loadAllNamespaces();

// findBy* and waitFor give up after 1 s by default: on a loaded machine the first render of a lazily
// imported block can take longer. They return as soon as the element is there, so only a failing
// test waits the whole 10 s.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
