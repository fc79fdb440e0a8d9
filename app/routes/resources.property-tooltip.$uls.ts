import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getTooltip } from "~/core/properties.server";
import { searchAnswer, searchResourceContext } from "~/core/search-request.server";
import { securedHeaders } from "~/security-headers.server";

const ULS = /^[\w-]{1,40}$/;

/** A map popup's data (GET /property/{uls}/tooltip, spec 1 §7); `null` on any failure (spec 3 §8). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const uls = params.uls ?? "";
  if (!ULS.test(uls)) return json(null, { status: 404, headers: securedHeaders() });
  const context = await searchResourceContext(request);
  if (context instanceof Response) return context;
  const tooltip = await getTooltip(
    { locale: context.locale, site: context.site, signal: request.signal },
    uls,
  );
  return searchAnswer(tooltip);
}
