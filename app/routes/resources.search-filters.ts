import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSearchFilters } from "~/core/properties.server";
import { searchAnswer, searchResourceContext, upstreamFailure } from "~/core/search-request.server";

/**
 * The filter choices for the browser (GET /search-filters, spec 3 §7): municipalities as
 * `{value: MUN_CODE, label: DESCRIPTION}`, property types with their label in `lang`, price steps.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await searchResourceContext(request);
  if (context instanceof Response) return context;
  const options = await getSearchFilters({
    locale: context.locale,
    site: context.site,
    signal: request.signal,
  });
  return options ? searchAnswer(options) : upstreamFailure();
}
