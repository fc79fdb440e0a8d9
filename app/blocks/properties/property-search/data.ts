import type { PropertyListing } from "../parts/listing";
import type { SearchView } from "~/search/filters";
import type { FilterOptions } from "~/search/options";

/** What the block's server `load` gives its component: the first page of the search in the URL. */
export type PropertySearchData = {
  /** "error" when the core API failed: the block says so and its filters still work. */
  status: "ok" | "error";
  view: SearchView;
  /** Listings matching the filters (and the map bounds when the URL has them). */
  total: number;
  /** The page `view.page` of the results, 25 listings at most. */
  listings: PropertyListing[];
  options: FilterOptions;
  tilesUrl: string | null;
};
