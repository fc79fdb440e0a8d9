// @ts-check
/**
 * The headers every response carries. The values are those of BASE_SECURITY_HEADERS in
 * app/security-headers.server.ts, which can import this module instead of keeping its own copy.
 */
export const BASE_SECURITY_HEADERS = Object.freeze({
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
});

/** @param {import("node:http").ServerResponse} res */
export function setSecurityHeaders(res) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
}
