import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ARTICLES_PER_PAGE, articlesCall, queryFromSearch } from "~/blocks/blog/blog-archive/archive-params";
import { getArticles } from "~/core/articles.server";
import { siteCredentials } from "~/core/site.server";
import { isLocale } from "~/i18n/locales";
import { securedHeaders } from "~/security-headers.server";

const MAX_PAGE = 500;

/**
 * One page of the blog archive for the browser (spec 2 §7): `lang`, `page`, `order`, `categories`
 * (comma-separated ids, absent for all) and `with_categories=1`. The core API call and its key stay here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  if (!isLocale(lang)) return json({ error: "lang" }, { status: 400, headers: securedHeaders() });
  const query = queryFromSearch(url.searchParams);
  const page = Math.min(Math.max(1, Math.trunc(Number(url.searchParams.get("page")) || 1)), MAX_PAGE);
  const call = articlesCall(
    { ...query, page },
    url.searchParams.get("with_categories") === "1",
    ARTICLES_PER_PAGE,
  );
  let site = null;
  try {
    site = await siteCredentials(request, lang);
  } catch {
    site = null;
  }
  const result = site ? await getArticles({ locale: lang, site, signal: request.signal }, call) : null;
  if (!result) {
    return json(
      { error: "upstream" },
      { status: 502, headers: securedHeaders({ "Cache-Control": "no-store" }) },
    );
  }
  return json(result, {
    headers: securedHeaders({ "Cache-Control": "public, max-age=0, s-maxage=60" }),
  });
}
