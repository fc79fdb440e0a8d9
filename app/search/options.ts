import { DEFAULT_PRICE_STEPS } from "./filters";
import type { Choice } from "./tags";

/** What the filter inputs offer: from the core API's /search-filters (spec 3 §7), labels localized. */
export type FilterOptions = {
  municipalities: Choice[];
  types: Choice[];
  priceSteps: readonly number[];
};

export const EMPTY_FILTER_OPTIONS: FilterOptions = {
  municipalities: [],
  types: [],
  priceSteps: DEFAULT_PRICE_STEPS,
};
