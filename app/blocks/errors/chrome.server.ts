import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadBlockComponents } from "~/blocks/registry";
import { getConfig } from "~/config.server";
import { createPageCache } from "~/cms/page-cache.server";
import { loadPageRoute, type PageLoaderData } from "~/cms/page-route.server";
import { getRequestContext } from "~/cms/request-context.server";
import { isLocale, type Locale } from "~/i18n/locales";

/** What an error page shows around its message: the site's header, footer, theme and settings. */
export type ErrorChrome = Pick<PageLoaderData, "site" | "themeCss" | "header" | "footer">;

/** A day: the chrome changes rarely, and an old header beats none while the CMS is down. */
const CHROME_KEEP_SECONDS = 86_400;

/** The last good chrome of each site and language, from its home page. */
const chromes = createPageCache<ErrorChrome>(50);

type Thrown = { type?: string; data?: unknown; init?: ResponseInit | null };

function chromeKey(request: Request, locale: Locale): string {
  return `${getRequestContext(request, getConfig().publicOrigin).fullOrigin}|${locale}`;
}

function chromeOf(page: PageLoaderData): ErrorChrome {
  const { site, themeCss, header, footer } = page;
  return { site: { ...site, editMode: false, variant: null }, themeCss, header, footer };
}

/** Remembers a page's chrome unless it is a preview (a variant or edit mode). */
function remember(request: Request, locale: Locale, page: PageLoaderData) {
  if (page.site.variant !== null || page.site.editMode) return;
  chromes.set(chromeKey(request, locale), chromeOf(page), 0, { staleSeconds: CHROME_KEEP_SECONDS });
}

/** The last good chrome, else the home page's from the CMS; null when neither can be had. */
async function chromeFor(request: Request, locale: Locale): Promise<ErrorChrome | null> {
  try {
    const kept = chromes.getStale(chromeKey(request, locale));
    if (kept) return kept.value;
    const home = new URL(`/${locale}`, request.url);
    const answer = (await loadPageRoute({
      request: new Request(home, { headers: request.headers, signal: request.signal }),
      params: { lang: locale },
      context: {},
    })) as unknown as Thrown;
    const page = answer.data as PageLoaderData | undefined;
    if (!page?.header) return null;
    remember(request, locale, page);
    return chromeOf(page);
  } catch {
    // A CMS outage: the error page stays plain, never an error of its own.
    return null;
  }
}

/** Whether a thrown value is an error answer of the page loader (`data(…, { status })`). */
function isErrorAnswer(thrown: unknown): thrown is Thrown & { data: Record<string, unknown> } {
  const value = thrown as Thrown | null;
  return (
    typeof value === "object" &&
    value !== null &&
    value.type === "DataWithResponseInit" &&
    typeof value.data === "object" &&
    value.data !== null &&
    (value.init?.status ?? 200) >= 400
  );
}

/**
 * The page loader, whose error answers (404, 403, 500, 503) carry the site's chrome, so the error
 * page has the header and footer and its way back. Each good page leaves its chrome for them.
 */
export async function withErrorChrome<T>(args: LoaderFunctionArgs, load: () => Promise<T>): Promise<T> {
  const locale = args.params.lang;
  try {
    const answer = await load();
    const page = (answer as Thrown).data as PageLoaderData | undefined;
    // The home page's chrome is the site's: another page may have its own (the search: no footer).
    const home = isLocale(locale) && new URL(args.request.url).pathname.replace(/\/+$/, "") === `/${locale}`;
    if (home && page?.header) remember(args.request, locale, page);
    return answer;
  } catch (thrown) {
    if (!isLocale(locale) || !isErrorAnswer(thrown)) throw thrown;
    const chrome = await chromeFor(args.request, locale);
    if (chrome) {
      // The error page renders them at once, in full (ErrorPage.tsx): their code must be there.
      await loadBlockComponents([...chrome.header, ...chrome.footer].map((block) => block.block_type));
      thrown.data = { ...thrown.data, chrome };
    }
    throw thrown;
  }
}
