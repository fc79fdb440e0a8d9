import type { LoaderFunctionArgs } from "@remix-run/node";
import { countProperties } from "~/core/properties.server";
import { searchAnswer, searchResourceContext, upstreamFailure } from "~/core/search-request.server";
import { boundsFromQuery, filtersFromQuery } from "~/search/filters";

/** The filter overlay's results count (spec 2 §7): `format=count` plus the filters, read as `total`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await searchResourceContext(request);
  if (context instanceof Response) return context;
  const { query, locale, site } = context;
  const total = await countProperties(
    { locale, site, signal: request.signal },
    filtersFromQuery(query),
    boundsFromQuery(query),
  );
  return total === null ? upstreamFailure() : searchAnswer({ total });
}
