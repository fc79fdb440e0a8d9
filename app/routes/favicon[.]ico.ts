import { redirect } from "@remix-run/node";

/** Browsers ask for /favicon.ico on pages without an icon link (error pages); send the default icon. */
export function loader() {
  return redirect("/favicon-v1.svg", { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
}
