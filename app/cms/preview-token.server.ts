import { createHash, timingSafeEqual } from "node:crypto";

/** Whether a request's preview token is the editors' secret, compared in constant time. */
export function isPreviewToken(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}
