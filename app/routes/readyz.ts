import { cmsReadiness } from "~/cms/readiness.server";
import { securedHeaders } from "~/security-headers.server";

/**
 * Readiness: the CMS has served the home page since the replica started, as seen by a look refreshed
 * in the background at most every READINESS_REFRESH_MS (app/cms/readiness.server.ts). A probe never
 * costs a CMS call of its own, so a busy moment cannot take every replica out of the load balancer,
 * and nor can a CMS outage once the replica has pages to serve. The body says which.
 */
export async function loader() {
  const { ready, reason } = await cmsReadiness();
  return new Response(reason, {
    status: ready ? 200 : 503,
    headers: securedHeaders({ "Content-Type": "text/plain", "Cache-Control": "no-store" }),
  });
}
