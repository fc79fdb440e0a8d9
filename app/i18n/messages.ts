import type { Locale } from "./locales";
import { isLazyNamespace, lazyNamespaces } from "./namespaces";
import type { Messages } from "./translate";

/**
 * Each language's texts are their own chunk: a page downloads only its language (preloaded by the
 * server, awaited before hydration and before a client navigation renders). Namespaces only some
 * blocks use (namespaces.ts) are further chunks, loaded with those blocks.
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
  // A copy: lazy namespaces are added to it as they load, and translators look texts up per call.
  const own = loaded.get(locale) ?? { ...messages };
  loaded.set(locale, own);
  return own;
}

/** Loads the language and these of its lazy namespaces (unknown names are ignored). */
export async function loadNamespaces(locale: Locale, names: Iterable<string>): Promise<void> {
  const messages = await loadMessages(locale);
  await Promise.all(
    [...new Set(names)]
      .filter((name) => isLazyNamespace(name) && !messages[name])
      .map(async (name) => {
        const texts = await lazyNamespaces[name as keyof typeof lazyNamespaces][locale]();
        messages[name] = texts.default;
      }),
  );
}

/** Texts already loaded (the server loads both at start; the browser before it renders). */
export function messagesOf(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} texts are not loaded yet`);
  return messages;
}

export function registerMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, { ...loaded.get(locale), ...messages });
}
