import { redirect } from "@remix-run/node";
import { securedHeaders } from "~/security-headers.server";

/** Browsers ask for /favicon.ico on pages without an icon link (error pages); send the default icon. */
export function loader() {
  return redirect("/favicon-v1.svg", {
    status: 301,
    headers: securedHeaders({ "Cache-Control": "public, max-age=86400" }),
  });
}
