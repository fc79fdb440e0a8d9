import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageTransformer } from "~/lib/image-route.server";
import { securedHeaders } from "~/security-headers.server";

/** A CMS photo at one of the fixed widths, as AVIF, WebP or JPEG (docs/images.md). */
export async function loader({ request }: LoaderFunctionArgs) {
  const response = await imageTransformer().handle(request);
  const headers = securedHeaders(Object.fromEntries(response.headers));
  return new Response(response.body, { status: response.status, headers });
}
