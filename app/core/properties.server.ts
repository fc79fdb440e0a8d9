import { z } from "zod";
import type { PropertyListing } from "~/blocks/properties/parts/listing";
import { coreProtectedClient } from "~/cms/clients.server";
import { BADGES, type Badge } from "~/search/badges";
import {
  coreFilterQuery,
  PAGE_SIZE,
  type MapBounds,
  type SearchFilters,
  type SortOrder,
} from "~/search/filters";
import type { MarkerSet } from "~/search/markers";
import type { ListingPage } from "~/search/listing-page";
import type { PropertyTooltip } from "~/search/tooltip";
import { coreGet, rows, type CallContext } from "./core-call.server";

export type { CoreSite } from "./core-call.server";
export { clearSearchFiltersCache, getSearchFilters } from "./search-filters.server";

export type SearchRequest = {
  filters: SearchFilters;
  bounds: MapBounds | null;
  order_by: SortOrder;
};

const number = z
  .union([z.number(), z.string().trim().min(1)])
  .pipe(z.coerce.number())
  .catch(NaN);
const optionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === "") return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  });
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

const listingSchema = z
  .object({
    uls: z.union([z.string(), z.number()]).transform(String),
    type: text,
    address: text.transform((value) => value ?? ""),
    price: optionalNumber,
    url: text,
    carousel_images: z.array(z.string()).nullish().catch(null),
    property_image: text.catch(null),
    specs: z
      .object({ bed: optionalNumber, bath: text, area: optionalNumber })
      .partial()
      .nullish()
      .catch(null),
    badge: z.string().nullish().catch(null),
    coords: z.tuple([number, number]).nullish().catch(null),
    forSaleForRent: z.enum(["buy", "rent"]).nullish().catch(null),
  })
  .transform((row): PropertyListing => ({
    uls: row.uls,
    type: row.type,
    address: row.address,
    price: row.price,
    url: row.url,
    // Only the first media is shown; the rest would only weigh on the page.
    carousel_images: (row.carousel_images ?? []).slice(0, 1),
    property_image: row.property_image,
    specs: { bed: row.specs?.bed ?? null, bath: row.specs?.bath ?? null, area: row.specs?.area ?? null },
    badge: (BADGES as readonly string[]).includes(row.badge ?? "") ? (row.badge as Badge) : null,
    coords:
      row.coords && Number.isFinite(row.coords[0]) && Number.isFinite(row.coords[1])
        ? [row.coords[0], row.coords[1]]
        : null,
    // A rent is shown per month (issue 22).
    forSaleForRent: row.forSaleForRent ?? null,
  }));

const markerSchema = z.object({
  uls: z.union([z.string(), z.number()]).transform(String),
  coords: z.tuple([number, number]),
  price: optionalNumber,
});

// The core API wraps its answers as { data: … }; the spec reads data.data.* of the client's answer.
const answerSchema = z.object({
  data: z
    .object({
      total: optionalNumber,
      propertiesMap: z.unknown().optional(),
      propertiesListing: z.unknown().optional(),
    })
    .passthrough(),
});

function getProperties(context: CallContext, query: URLSearchParams) {
  return coreGet(
    "properties",
    () => coreProtectedClient({ ...context, ...context.site }).get("properties", { searchParams: query }),
    answerSchema,
    (answer) => answer.data,
    context.signal,
  );
}

function searchQuery(request: SearchRequest) {
  const query = coreFilterQuery(request.filters, request.bounds);
  query.set("order_by", request.order_by);
  return query;
}

/** Markers as columns: 20,000 of them stay a few hundred kilobytes and parse fast. */
function toMarkerSet(values: unknown): MarkerSet {
  const markers = rows(markerSchema, values).filter(
    (marker) => Number.isFinite(marker.coords[0]) && Number.isFinite(marker.coords[1]),
  );
  return {
    uls: markers.map((marker) => marker.uls),
    lat: markers.map((marker) => marker.coords[0]),
    lng: markers.map((marker) => marker.coords[1]),
    price: markers.map((marker) => marker.price ?? -1),
  };
}

export type SearchResult = { total: number; markers: MarkerSet; listings: PropertyListing[] };

/**
 * The initial search (spec 3 §7): the prepared filters, order_by, format=map and listingLimit;
 * reads the markers and the first listings. Null when the core API fails.
 */
export async function searchProperties(
  context: CallContext,
  request: SearchRequest,
  listingLimit = PAGE_SIZE,
): Promise<SearchResult | null> {
  const query = searchQuery(request);
  query.set("format", "map");
  query.set("listingLimit", String(listingLimit));
  const data = await getProperties(context, query);
  if (!data) return null;
  const markers = toMarkerSet(data.propertiesMap);
  return {
    total: data.total ?? markers.uls.length,
    markers,
    listings: rows(listingSchema, data.propertiesListing),
  };
}

/** A further page of listings (spec 3 §7): the same filters plus page and limit. */
export async function nextListingPage(
  context: CallContext,
  request: SearchRequest,
  page: number,
  limit = PAGE_SIZE,
): Promise<ListingPage | null> {
  const query = searchQuery(request);
  query.set("page", String(page));
  query.set("limit", String(limit));
  const data = await getProperties(context, query);
  if (!data) return null;
  const listings = rows(listingSchema, data.propertiesListing);
  return { total: data.total ?? listings.length, page, listings };
}

/** The results count (spec 2 §7): format=count plus the filters; reads data.data.total. */
export async function countProperties(
  context: CallContext,
  filters: SearchFilters,
  bounds: MapBounds | null,
): Promise<number | null> {
  const query = coreFilterQuery(filters, bounds);
  query.set("format", "count");
  const data = await getProperties(context, query);
  return data?.total ?? null;
}

const tooltipSchema = z.object({
  data: z.object({
    uls: z.union([z.string(), z.number()]).transform(String),
    address: text,
    price: optionalNumber,
    type: text,
    url: text,
    carousel_images: z.array(z.string()).nullish().catch(null),
    specs: z
      .object({ bed: optionalNumber, bath: text, area: optionalNumber })
      .partial()
      .nullish()
      .catch(null),
    forSaleForRent: z.enum(["buy", "rent"]).nullish().catch(null),
  }),
});

/** GET /property/{uls}/tooltip (spec 1 §7): data.data as the tooltip, null on any failure. */
export async function getTooltip(context: CallContext, uls: string): Promise<PropertyTooltip | null> {
  try {
    const response = await coreProtectedClient({ ...context, ...context.site }).get(
      `property/${encodeURIComponent(uls)}/tooltip`,
    );
    if (!response.ok) return null;
    const parsed = tooltipSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const tip = parsed.data.data;
    return {
      uls: tip.uls,
      address: tip.address ?? "",
      price: tip.price,
      type: tip.type,
      url: tip.url,
      image: tip.carousel_images?.[0] ?? null,
      specs: { bed: tip.specs?.bed ?? null, bath: tip.specs?.bath ?? null, area: tip.specs?.area ?? null },
      forSaleForRent: tip.forSaleForRent ?? null,
    };
  } catch {
    return null;
  }
}
