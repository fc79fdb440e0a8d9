import { LOCALE_COOKIE, defaultLocale, isLocale, type Locale } from "./locales";

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Languages of an Accept-Language header, best first (q-values honoured, q=0 dropped). */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Spec 1 §2: the stored cookie first, then the browser language, French as fallback. */
export function detectLocale(request: Request): Locale {
  const stored = readCookie(request.headers.get("Cookie"), LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  for (const tag of parseAcceptLanguage(request.headers.get("Accept-Language"))) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}
