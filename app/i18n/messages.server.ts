import { locales, type Locale } from "./locales";
import { loadNamespaces, registerMessages } from "./messages";
import { messages as en } from "./messages/en";
import { messages as fr } from "./messages/fr";
import { lazyNamespaces } from "./namespaces";
import type { Messages } from "./translate";

/** What the browser loads with each language (the chunk of messages/<locale>.ts). */
export const alwaysLoadedMessages: Record<Locale, Messages> = { fr, en };

/** The server holds both languages from the start, so rendering never waits for texts. */
export function registerAllMessages(): void {
  registerMessages("fr", fr);
  registerMessages("en", en);
}

/** Every lazy namespace of both languages (the server loads them once; tests before they render). */
export function loadAllNamespaces(): Promise<void[]> {
  return Promise.all(locales.map((locale) => loadNamespaces(locale, Object.keys(lazyNamespaces))));
}
