import { z } from "zod";
import { nextListingPage, getSearchFilters } from "~/core/properties.server";
import { getConfig } from "~/config.server";
import { EMPTY_FILTER_OPTIONS } from "~/search/options";
import { viewFromQuery } from "~/search/filters";
import { defineFields, type BlockLoadContext } from "../../define-fields.server";
import type { PropertySearchData } from "./data";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
});
export type PropertySearchFields = z.output<typeof fields>;

/**
 * The first page of the search in the URL, rendered on the server so the search works without
 * JavaScript (spec 3 §2): filters, sort, page and map bounds from the query; the filter choices.
 */
async function load(_fields: PropertySearchFields, context: BlockLoadContext): Promise<PropertySearchData> {
  const view = viewFromQuery(context.query);
  const tilesUrl = getConfig().mapTilesUrl;
  const { micrositeId, siteKey } = context.site;
  if (micrositeId === null || !siteKey) {
    return { status: "error", view, total: 0, listings: [], options: EMPTY_FILTER_OPTIONS, tilesUrl };
  }
  const call = { locale: context.locale, site: { micrositeId, siteKey }, signal: context.signal };
  const [options, page] = await Promise.all([
    getSearchFilters(call),
    nextListingPage(call, { filters: view.filters, bounds: view.bounds, order_by: view.order_by }, view.page),
  ]);
  return {
    status: page ? "ok" : "error",
    view,
    total: page?.total ?? 0,
    listings: page?.listings ?? [],
    options: options ?? EMPTY_FILTER_OPTIONS,
    tilesUrl,
  };
}

export default defineFields(fields, { texts: ["search", "properties"], load });
