import type { LoaderFunctionArgs } from "@remix-run/node";
import { nextListingPage, searchProperties } from "~/core/properties.server";
import { searchAnswer, searchResourceContext, upstreamFailure } from "~/core/search-request.server";
import { boundsFromQuery, filtersFromQuery, pageFromQuery, sortFromQuery } from "~/search/filters";

/**
 * Search data for the browser (spec 3 §7), the core API call and its key staying here:
 * `format=map` gives the markers of the filters and bounds (and the first listings), otherwise one
 * page of 25 listings (`page`). Filters, `order_by` and bounds as in the page's URL, plus `lang`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await searchResourceContext(request);
  if (context instanceof Response) return context;
  const { query, locale, site } = context;
  const search = {
    filters: filtersFromQuery(query),
    bounds: boundsFromQuery(query),
    order_by: sortFromQuery(query),
  };
  const call = { locale, site, signal: request.signal };
  if (query.get("format") === "map") {
    const result = await searchProperties(call, search);
    return result ? searchAnswer(result) : upstreamFailure();
  }
  const page = await nextListingPage(call, search, pageFromQuery(query));
  return page ? searchAnswer(page) : upstreamFailure();
}
