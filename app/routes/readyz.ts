import { fetchPage } from "~/cms/page.server";
import { defaultLocale } from "~/i18n/locales";

/** Readiness: the CMS answers a page call (any answer but a server failure or no answer). */
export async function loader() {
  const outcome = await fetchPage({
    locale: defaultLocale,
    path: `/${defaultLocale}`,
    query: new URLSearchParams(),
    domainName: "localhost",
    signal: AbortSignal.timeout(3000),
  }).catch(() => null);
  const ready = outcome !== null && !(outcome.kind === "error" && outcome.status === 500);
  return new Response(ready ? "ready" : "CMS unreachable", {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
