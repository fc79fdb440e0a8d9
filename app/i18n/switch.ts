import { routePath } from "./routes";
import { isLocale, type Locale } from "./locales";

type AlternatePath = { locale: Locale; path: string };

/** Where a language switch lands: the page's alternate in that language, else that language's home. */
export function alternatePathFor(target: Locale, alternates: AlternatePath[] | null | undefined): string {
  return alternates?.find((alternate) => alternate.locale === target)?.path ?? routePath("home", target);
}

/**
 * The parameters that say what a page shows, the same in both languages: the property search's
 * filters, sort, page and map (app/search/filters.ts, session.ts), the blog archive's (archive-params.ts)
 * and the mortgage calculator's (mortgage-query.ts). The switch carries them (issue 34 §11), so the
 * other language shows the same list without JavaScript too; with it the search's session copy did.
 * Names written out, not imported: the header is on every page, and importing filters.ts put the
 * search's code on the blog post's first load (111 KB, over the 110 KB budget);
 * tests/unit/shell/locale-switch-state.test.ts keeps this list in step with theirs.
 */
export const PAGE_STATE_PARAMS: readonly string[] = [
  // property search (FILTER_PARAMS, then the view's)
  "mun",
  "type",
  "price_min",
  "price_max",
  "bedrooms",
  "bathrooms",
  "forSaleForRent",
  "open_house",
  "order_by",
  "page",
  "NorthEast_lat",
  "NorthEast_lng",
  "SouthWest_lat",
  "SouthWest_lng",
  // blog archive (and "page")
  "order",
  "categories",
  // mortgage calculator (and "type")
  "price",
  "down",
  "rate",
  "years",
  "frequency",
];

/** Longer values are no filter of ours (the search reads ids of 64 characters at most). */
const MAX_STATE_VALUE = 64;
/** More values than a visitor's filters ever hold: the rest is not repeated in every link. */
const MAX_STATE_VALUES = 40;

/** The page-state part of a query, as a URLSearchParams to add to the switch's target. */
export function pageStateOf(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  let count = 0;
  for (const [name, value] of query) {
    if (count === MAX_STATE_VALUES) break;
    if (!PAGE_STATE_PARAMS.includes(name) || value.length > MAX_STATE_VALUE) continue;
    kept.append(name, value);
    count += 1;
  }
  return kept;
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
