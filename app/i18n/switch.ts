import { routePath } from "./routes";
import { isLocale, type Locale } from "./locales";

type AlternatePath = { locale: Locale; path: string };

/** Where a language switch lands: the page's alternate in that language, else that language's home. */
export function alternatePathFor(target: Locale, alternates: AlternatePath[] | null | undefined): string {
  return alternates?.find((alternate) => alternate.locale === target)?.path ?? routePath("home", target);
}

/**
 * The link of the language switcher. It goes through /resources/locale so the cookie is stored
 * even without JavaScript.
 */
export function localeSwitchHref(
  target: Locale,
  alternates: AlternatePath[] | null | undefined,
  search = "",
): string {
  const to = `${alternatePathFor(target, alternates)}${search}`;
  return `/resources/locale?${new URLSearchParams({ lang: target, to })}`;
}

/** Only a path of our own site in that language may be the target (no open redirect). */
export function safeSwitchTarget(
  lang: string | null,
  to: string | null,
): { lang: Locale; to: string } | null {
  if (!isLocale(lang)) return null;
  const fallback = routePath("home", lang);
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return { lang, to: fallback };
  const url = new URL(to, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return { lang, to: fallback };
  const first = url.pathname.split("/")[1];
  if (first !== lang) return { lang, to: fallback };
  return { lang, to: `${url.pathname}${url.search}` };
}
