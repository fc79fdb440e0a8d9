import { defaultLocale, type Locale } from "./locales";

type Localized<T> = { fr?: T | null; en?: T | null };

function isLocalizedObject<T>(value: unknown): value is { fr?: T | null; en?: T | null } {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && ("fr" in value || "en" in value)
  );
}

/**
 * A CMS value in the visitor's language, French as the fallback. Plain values pass through,
 * so a field may be given either per locale or once for both.
 */
export function localize(
  value: string | Localized<string> | null | undefined,
  locale: Locale,
): string | undefined;
export function localize<T>(value: Localized<T> | null | undefined, locale: Locale): T | undefined;
export function localize<T>(value: T | Localized<T> | null | undefined, locale: Locale): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (!isLocalizedObject<T>(value)) return value as T;
  const own = value[locale];
  if (own !== null && own !== undefined && own !== "") return own;
  const fallback = value[defaultLocale];
  return fallback === null || fallback === undefined ? undefined : fallback;
}

/** Whether a value has real content in that very language (no fallback). */
export function hasLocale(value: unknown, locale: Locale): boolean {
  if (!isLocalizedObject(value)) return value !== null && value !== undefined && value !== "";
  const own = (value as Record<string, unknown>)[locale];
  return own !== null && own !== undefined && own !== "";
}
