import type { Locale } from "~/i18n/locales";

/** What resolving content needs to know about the request: its language, site and links' query. */
export type PrepareContext = {
  locale: Locale;
  /** The site's own origin, so absolute links to it become internal ones. */
  siteOrigin: string | null;
  assetsUrl: string | null;
  /** The page's query string; internal links carry its `variant` and `preview_token`. */
  search: string;
};

let current: PrepareContext | null = null;

/**
 * Runs a synchronous parse with a request's context. zod transforms take no argument besides the
 * value, and a parse never awaits, so a value set around it is the parse's own.
 */
export function withPrepareContext<T>(context: PrepareContext, parse: () => T): T {
  const previous = current;
  current = context;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

export function prepareContext(): PrepareContext {
  if (!current) throw new Error("CMS content can only be prepared inside withPrepareContext");
  return current;
}
