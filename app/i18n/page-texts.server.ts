import type { Locale } from "./locales";
import { messagesOf } from "./messages";
import { alwaysLoadedMessages } from "./messages.server";
import { isLazyNamespace } from "./namespaces";
import type { Messages } from "./translate";

const written = new Map<string, string>();

/**
 * The JSON of PageTexts (page-texts.tsx): every namespace the browser loads with the language (all
 * of messages/<locale>.ts: the browser then never asks for that chunk) and these lazy ones. `<` is
 * escaped: no text can close the script. Memoized: a site has few sets of first-view namespaces.
 */
export function pageTextsJson(locale: Locale, namespaces: readonly string[]): string {
  const lazy = [...new Set(namespaces)].filter(isLazyNamespace).sort();
  const key = `${locale}|${lazy.join(" ")}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  const all = messagesOf(locale);
  const texts: Messages = { ...alwaysLoadedMessages[locale] };
  for (const name of lazy) if (all[name]) texts[name] = all[name];
  const json = JSON.stringify(texts).replace(/</g, "\\u003c");
  written.set(key, json);
  return json;
}
