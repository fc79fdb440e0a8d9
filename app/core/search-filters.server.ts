import { z } from "zod";
import { coreProtectedClient } from "~/cms/clients.server";
import { DEFAULT_PRICE_STEPS } from "~/search/filters";
import type { FilterOptions } from "~/search/options";
import { rows, type CallContext } from "./core-call.server";

const localized = z.union([
  z.string(),
  z.object({ fr: z.string().nullish(), en: z.string().nullish() }).passthrough(),
]);

const filtersSchema = z.object({
  data: z.object({
    municipalities: z.array(z.unknown()).catch([]),
    property_types: z.array(z.unknown()).catch([]),
    price_increments: z.array(z.number()).nullish().catch(null),
  }),
});
const municipalitySchema = z.object({
  MUN_CODE: z.union([z.string(), z.number()]).transform(String),
  DESCRIPTION: z.string().trim().min(1),
});
const typeSchema = z.object({ code: z.string().min(1), label: localized.nullish() });

const FILTERS_CACHE_MS = 5 * 60_000;
const filtersCache = new Map<string, { at: number; options: FilterOptions }>();
const filtersPending = new Map<string, Promise<FilterOptions | null>>();

async function fetchSearchFilters(context: CallContext): Promise<FilterOptions | null> {
  try {
    const response = await coreProtectedClient({ locale: context.locale, ...context.site }).get(
      "search-filters",
    );
    if (!response.ok) {
      console.warn(`GET search-filters answered ${response.status}`);
      return null;
    }
    const parsed = filtersSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const { municipalities, property_types, price_increments } = parsed.data.data;
    const seen = new Set<string>();
    return {
      municipalities: rows(municipalitySchema, municipalities)
        .filter((entry) => !seen.has(entry.MUN_CODE) && seen.add(entry.MUN_CODE))
        .map((entry) => ({ value: entry.MUN_CODE, label: entry.DESCRIPTION }))
        .sort((a, b) => a.label.localeCompare(b.label, context.locale)),
      types: rows(typeSchema, property_types).map((type) => ({
        value: type.code,
        label:
          typeof type.label === "string"
            ? type.label
            : (type.label?.[context.locale] ?? type.label?.fr ?? type.code),
      })),
      priceSteps:
        price_increments && price_increments.length > 1
          ? [...new Set(price_increments)].sort((a, b) => a - b)
          : DEFAULT_PRICE_STEPS,
    };
  } catch (error) {
    console.warn("GET search-filters failed", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * GET /search-filters (spec 3 §7): municipalities and property types, labels in the page's language,
 * kept in memory a few minutes per site and language and fetched once for concurrent requests.
 */
export async function getSearchFilters(context: CallContext): Promise<FilterOptions | null> {
  const key = `${context.site.micrositeId}:${context.locale}`;
  const cached = filtersCache.get(key);
  if (cached && Date.now() - cached.at < FILTERS_CACHE_MS) return cached.options;
  let request = filtersPending.get(key);
  if (!request) {
    request = fetchSearchFilters(context).finally(() => filtersPending.delete(key));
    filtersPending.set(key, request);
  }
  const options = await request;
  if (options) filtersCache.set(key, { at: Date.now(), options });
  return options;
}

/** For tests. */
export function clearSearchFiltersCache() {
  filtersCache.clear();
}
