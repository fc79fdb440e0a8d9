import { localeOfPath, type Locale } from "~/i18n/locales";
import { warnOnce } from "~/lib/warn-once";

/** Query parameters an internal link carries from the current page (spec 1 §7, spec 3 §2). */
export const INTERNAL_QUERY_PARAMS = ["variant", "preview_token"];

/** A variant id as the CMS gives it (spec 1 §7): short, no markup, safe in a URL. */
const VARIANT_ID = /^[\w-]{1,32}$/;
/** The shape of an edit-mode secret (PREVIEW_TOKEN): the server also checks it is the right one. */
const PREVIEW_TOKEN_SHAPE = /^[\x21-\x7e]{16,256}$/;

export function isValidVariantId(value: string | null | undefined): value is string {
  return typeof value === "string" && VARIANT_ID.test(value);
}

/**
 * Whether an internal query value may be copied into links. Every link of a page carries it, so a
 * forged 10 KB value would be repeated hundreds of times; the page route only passes a preview
 * token that is the configured one, this is the last line of defence.
 */
export function isCarriedQueryValue(name: string, value: string): boolean {
  if (name === "variant") return isValidVariantId(value);
  if (name === "preview_token") return PREVIEW_TOKEN_SHAPE.test(value);
  return false;
}

export type ResolvedLink =
  { kind: "internal"; to: string } | { kind: "anchor"; href: string; newTab: boolean } | { kind: "none" };

type Options = { locale: Locale; siteOrigin?: string | null; currentSearch?: string; target?: string | null };

const ALLOWED_SCHEME = /^(https?:|mailto:|tel:|sms:)/i;

/** Adds the locale prefix to a site path that has none and carries the internal query parameters. */
export function localizeInternalPath(path: string, locale: Locale, currentSearch = ""): string {
  const url = new URL(path, "http://site.invalid");
  if (!localeOfPath(url.pathname)) url.pathname = `/${locale}${url.pathname === "/" ? "" : url.pathname}`;
  const current = new URLSearchParams(currentSearch);
  for (const name of INTERNAL_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && isCarriedQueryValue(name, value) && !url.searchParams.has(name))
      url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A malformed CMS URL must not take the page down; it renders as text and is logged once. */
function malformed(url: string): ResolvedLink {
  warnOnce(`Malformed link URL "${url}": rendered without a link`);
  return { kind: "none" };
}

function sameSite(a: URL, b: URL): boolean {
  return a.host.replace(/^www\./, "") === b.host.replace(/^www\./, "");
}

/** How a CMS link renders: a router link inside the site, a plain anchor outside or in a new tab, or nothing. */
export function resolveLink(
  rawUrl: string | null | undefined,
  { locale, siteOrigin, currentSearch, target }: Options,
): ResolvedLink {
  const url = rawUrl?.trim();
  if (!url) return { kind: "none" };
  const newTab = target === "_blank";
  if (url.startsWith("#")) return { kind: "anchor", href: url, newTab: false };

  let sitePath: string | null = null;
  let href = url;
  if (url.startsWith("/") && !url.startsWith("//")) sitePath = url;
  else if (url.startsWith("//") || /^https?:/i.test(url)) {
    href = url.startsWith("//") ? `https:${url}` : url;
    const parsed = parseUrl(href);
    if (!parsed || !parsed.hostname) return malformed(url);
    const origin = siteOrigin ? parseUrl(siteOrigin) : null;
    if (origin && sameSite(parsed, origin)) sitePath = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  if (sitePath !== null) {
    const to = safeLocalize(sitePath, locale, currentSearch);
    if (to === null) return malformed(url);
    return newTab ? { kind: "anchor", href: to, newTab: true } : { kind: "internal", to };
  }
  if (!ALLOWED_SCHEME.test(href)) return { kind: "none" };
  return { kind: "anchor", href, newTab };
}

function safeLocalize(path: string, locale: Locale, currentSearch: string | undefined): string | null {
  // A same-site path such as "//other.host/x" would otherwise resolve against another host.
  if (path.startsWith("//")) return null;
  try {
    return localizeInternalPath(path, locale, currentSearch);
  } catch {
    return null;
  }
}

export const CONTACT_MODAL_ACTIONS = ["open-contact-modal", "open_contact_modal", "contact-modal"];
