import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, defaultLocale } from "~/i18n/locales";
import { safeSwitchTarget } from "~/i18n/switch";
import { securedHeaders } from "~/security-headers.server";

/** Language switch (spec 1 §4): stores the choice for a year and goes to the page in that language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = safeSwitchTarget(url.searchParams.get("lang"), url.searchParams.get("to"));
  if (!target) return redirect(`/${defaultLocale}`, { headers: securedHeaders() });
  const secure = request.headers.get("X-Forwarded-Proto") === "https" || url.protocol === "https:";
  const cookie = `${LOCALE_COOKIE}=${target.lang}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return redirect(target.to, {
    headers: securedHeaders({ "Set-Cookie": cookie, "Cache-Control": "private, no-store" }),
  });
}
