import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "./locales";
import { registerMessages } from "./messages";
import type { Messages } from "./translate";

const PAGE_TEXTS_ID = "page-texts";
const PageTextsContext = createContext("");

/** The first view's texts as JSON, for PageTexts to write; the server's render only (entry.server.tsx). */
export function PageTextsProvider({ value, children }: { value: string; children: ReactNode }) {
  return <PageTextsContext.Provider value={value}>{children}</PageTextsContext.Provider>;
}

/**
 * The texts the first view needs, in the page: its language's and those of the blocks whose code it
 * runs. As chunks they were 1 to 3 of the page's scripts; over HTTP/1.1's 6 connections per host,
 * a page with more than 6 waits a round trip for the rest (docs/performance.md). The browser reads
 * them before it hydrates (registerPageTexts); there the content is empty and React, hydrating,
 * leaves the server's as it is. A data block: no nonce needed, nothing runs.
 */
export function PageTexts() {
  const json = useContext(PageTextsContext);
  return (
    <script
      type="application/json"
      id={PAGE_TEXTS_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** Registers the texts the server wrote into the page; without them, their chunks load as before. */
export function registerPageTexts(document: Document, locale: Locale): void {
  const json = document.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!json) return;
  try {
    registerMessages(locale, JSON.parse(json) as Messages);
  } catch {
    // Not ours, or cut short: loadNamespaces imports the chunks.
  }
}
