import { json } from "@remix-run/node";
import { isLocale, type Locale } from "~/i18n/locales";
import { securedHeaders } from "~/security-headers.server";
import { siteCredentials, type SiteCredentials } from "./site.server";

/**
 * The language and site of a search resource route (`lang` in the query), or the designed answer
 * to send instead: 400 without a known language, 502 when the site's key cannot be had.
 */
export async function searchResourceContext(
  request: Request,
): Promise<{ locale: Locale; site: SiteCredentials; query: URLSearchParams } | Response> {
  const query = new URL(request.url).searchParams;
  const lang = query.get("lang");
  if (!isLocale(lang)) return json({ error: "lang" }, { status: 400, headers: securedHeaders() });
  const site = await siteCredentials(request, lang).catch(() => null);
  if (!site) return upstreamFailure();
  return { locale: lang, site, query };
}

export function upstreamFailure() {
  return json(
    { error: "upstream" },
    { status: 502, headers: securedHeaders({ "Cache-Control": "no-store" }) },
  );
}

/** Search answers may be shared a minute by caches: they hold public listings only. */
export function searchAnswer(body: unknown) {
  return json(body, { headers: securedHeaders({ "Cache-Control": "public, max-age=30, s-maxage=60" }) });
}
