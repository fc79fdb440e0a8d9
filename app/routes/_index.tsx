import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { detectLocale } from "~/i18n/detect-locale.server";
import { securedHeaders } from "~/security-headers.server";

/** `/` goes to `/fr` or `/en`: cookie first, then Accept-Language, French as fallback. */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).search;
  return redirect(`/${await detectLocale(request)}${search}`, {
    headers: securedHeaders({ Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" }),
  });
}
