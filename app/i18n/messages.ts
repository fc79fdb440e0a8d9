import type { Locale } from "./locales";
import type { Messages } from "./translate";

/**
 * Each language's texts are their own chunk: a page downloads only its language (preloaded by the
 * server, awaited before hydration and before a client navigation renders).
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import("./messages/fr"),
  en: () => import("./messages/en"),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return known;
  const { messages } = await loaders[locale]();
  loaded.set(locale, messages);
  return messages;
}

/** Texts already loaded (the server loads both at start; the browser before it renders). */
export function messagesOf(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} texts are not loaded yet`);
  return messages;
}

export function registerMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}
