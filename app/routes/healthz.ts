import { securedHeaders } from "~/security-headers.server";

/** Liveness: the process answers. */
export function loader() {
  return new Response("ok", {
    headers: securedHeaders({ "Content-Type": "text/plain", "Cache-Control": "no-store" }),
  });
}
