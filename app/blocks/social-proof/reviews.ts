/** Spec 3 §9: 5 stars, filled to the score rounded to the nearest half. */
export const STAR_COUNT = 5;

export type Star = "full" | "half" | "empty";

/** Spec 3 §9: the average score is rounded to 2 decimals. */
export function roundAverage(score: number): number {
  if (!Number.isFinite(score)) return 0;
  // The epsilon keeps halves such as 4.125 (stored as 4.12499…) rounding up, as a reader expects.
  return Math.round((score + Number.EPSILON * Math.max(1, Math.abs(score))) * 100) / 100;
}

/** A score (0 to 5) rounded to the nearest half. */
export function roundToHalf(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(STAR_COUNT, Math.max(0, Math.round(score * 2) / 2));
}

/** The 5 stars drawn for a score: full, then a half star if the rounded score has one, then empty. */
export function starsOf(score: number): Star[] {
  const rounded = roundToHalf(score);
  return Array.from({ length: STAR_COUNT }, (_, index) =>
    rounded >= index + 1 ? "full" : rounded >= index + 0.5 ? "half" : "empty",
  );
}
