import { z } from "zod";
import { coreProtectedClient } from "~/cms/clients.server";
import { DEFAULT_PRICE_STEPS } from "~/search/filters";
import type { FilterOptions } from "~/search/options";
import { coreGet, rows, type CallContext } from "./core-call.server";
import { sharedAnswers } from "./shared-answers.server";

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

const answers = sharedAnswers<string, FilterOptions>(5 * 60_000);

function fetchSearchFilters(context: CallContext): Promise<FilterOptions | null> {
  return coreGet(
    "search-filters",
    () => coreProtectedClient({ locale: context.locale, ...context.site }).get("search-filters"),
    filtersSchema,
    (answer): FilterOptions => {
      const { municipalities, property_types, price_increments } = answer.data;
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
    },
  );
}

/**
 * GET /search-filters (spec 3 §7): municipalities and property types, labels in the page's language,
 * kept in memory a few minutes per site and language and fetched once for concurrent requests.
 */
export function getSearchFilters(context: CallContext): Promise<FilterOptions | null> {
  const key = `${context.site.micrositeId}:${context.locale}`;
  return answers.get(key, () => fetchSearchFilters(context));
}

/** For tests. */
export function clearSearchFiltersCache() {
  answers.clear();
}
