/** Spec 3 §3: alert form choices. The values travel in the payload; the labels are in wizards.json. */
export const movingDates = ["0-60-days", "60-120-days", "4-8-months", "8-months-plus"] as const;
export const currentSituations = ["owner", "tenant", "parents", "abroad", "other"] as const;
export const alertPropertyTypes = ["house", "condo", "plex", "cottage", "land", "commercial"] as const;

/**
 * The default price steps (spec 1 §9, spec 3 §3): 0 to 500 000 by 25 000, 550 000 to 1 000 000 by
 * 50 000, then 2, 3, 4, 5 and 10 million.
 */
export const priceSteps: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];
