import "@testing-library/jest-dom/vitest";
import { loadAllNamespaces, registerAllMessages } from "~/i18n/messages.server";

registerAllMessages();
await loadAllNamespaces();
