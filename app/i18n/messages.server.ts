import { registerMessages } from "./messages";
import { messages as en } from "./messages/en";
import { messages as fr } from "./messages/fr";

/** The server holds both languages from the start, so rendering never waits for texts. */
export function registerAllMessages(): void {
  registerMessages("fr", fr);
  registerMessages("en", en);
}
