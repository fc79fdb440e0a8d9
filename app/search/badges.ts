/** The badge values of a listing (spec 1 §3). */
export const BADGES = [
  "sold",
  "open-house",
  "new",
  "new-build",
  "rent",
  "foreclosed",
  "collection",
  "commercial",
] as const;
export type Badge = (typeof BADGES)[number];

export function isBadge(value: unknown): value is Badge {
  return typeof value === "string" && (BADGES as readonly string[]).includes(value);
}

/**
 * A badge's look (spec 1 §3): sold is red on white, new blue on white, open-house white on dark;
 * the others use the site's accent.
 */
export type BadgeTone = "sold" | "new" | "open-house" | "accent";

export function badgeTone(badge: Badge): BadgeTone {
  return badge === "sold" || badge === "new" || badge === "open-house" ? badge : "accent";
}
