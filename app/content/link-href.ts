import { localeOfPath, type Locale } from "~/i18n/locales";

/** Query parameters an internal link carries from the current page (spec 1 §7, spec 3 §2). */
export const INTERNAL_QUERY_PARAMS = ["variant", "preview_token"];

export type ResolvedLink =
  | { kind: "internal"; to: string }
  | { kind: "anchor"; href: string; newTab: boolean }
  | { kind: "none" };

type Options = { locale: Locale; siteOrigin?: string | null; currentSearch?: string; target?: string | null };

const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;

/** Adds the locale prefix to a site path that has none and carries the internal query parameters. */
export function localizeInternalPath(path: string, locale: Locale, currentSearch = ""): string {
  const url = new URL(path, "http://site.invalid");
  if (!localeOfPath(url.pathname)) url.pathname = `/${locale}${url.pathname === "/" ? "" : url.pathname}`;
  const current = new URLSearchParams(currentSearch);
  for (const name of INTERNAL_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How a CMS link renders: a router link inside the site, a plain anchor outside or in a new tab, or nothing. */
export function resolveLink(rawUrl: string | null | undefined, { locale, siteOrigin, currentSearch, target }: Options): ResolvedLink {
  const url = rawUrl?.trim();
  if (!url) return { kind: "none" };
  const newTab = target === "_blank";
  if (url.startsWith("#")) return { kind: "anchor", href: url, newTab: false };

  let sitePath: string | null = null;
  if (url.startsWith("/") && !url.startsWith("//")) sitePath = url;
  else if (siteOrigin && /^https?:/i.test(url)) {
    const parsed = new URL(url);
    const origin = new URL(siteOrigin);
    if (parsed.host.replace(/^www\./, "") === origin.host.replace(/^www\./, "")) sitePath = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  if (sitePath !== null) {
    const to = localizeInternalPath(sitePath, locale, currentSearch);
    return newTab ? { kind: "anchor", href: to, newTab: true } : { kind: "internal", to };
  }
  if (url.startsWith("//")) return { kind: "anchor", href: `https:${url}`, newTab };
  if (!ALLOWED_SCHEME.test(url)) return { kind: "none" };
  return { kind: "anchor", href: url, newTab };
}

export const CONTACT_MODAL_ACTIONS = ["open-contact-modal", "open_contact_modal", "contact-modal"];
