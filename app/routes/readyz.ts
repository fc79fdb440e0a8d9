import { getConfig } from "~/config.server";
import { fetchPage } from "~/cms/page.server";
import { defaultLocale } from "~/i18n/locales";
import { securedHeaders } from "~/security-headers.server";

/**
 * Readiness: the CMS serves the home page (a page or a redirect). Any other answer, a wrong key
 * (401/403), an unknown domain (404), a gateway error or no answer at all, is not ready.
 */
export async function loader() {
  const { publicOrigin } = getConfig();
  const outcome = await fetchPage({
    locale: defaultLocale,
    path: `/${defaultLocale}`,
    query: new URLSearchParams(),
    domainName: publicOrigin ? new URL(publicOrigin).hostname.replace(/^www\./, "") : "localhost",
    signal: AbortSignal.timeout(3000),
  }).catch(() => null);
  const ready = outcome !== null && outcome.kind !== "error";
  return new Response(ready ? "ready" : "CMS unreachable", {
    status: ready ? 200 : 503,
    headers: securedHeaders({ "Content-Type": "text/plain", "Cache-Control": "no-store" }),
  });
}
