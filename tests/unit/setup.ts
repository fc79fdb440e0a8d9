import "@testing-library/jest-dom/vitest";
import { registerAllMessages } from "~/i18n/messages.server";

registerAllMessages();
