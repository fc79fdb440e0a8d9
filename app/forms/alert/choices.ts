/** Spec 3 §3: alert form choices. The values travel in the payload; the labels are in wizards.json. */
export const movingDates = ["0-60-days", "60-120-days", "4-8-months", "8-months-plus"] as const;
export const currentSituations = ["owner", "tenant", "parents", "abroad", "other"] as const;
export const alertPropertyTypes = ["house", "condo", "plex", "cottage", "land", "commercial"] as const;

// The budget's steps are the search's (spec 1 §9, spec 3 §3).
export { DEFAULT_PRICE_STEPS as priceSteps } from "~/search/filters";
