import { z } from "zod";
import { mediaFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import type { Block } from "~/cms/schema";
import { getConfig } from "~/config.server";
import { coreListings } from "~/blocks/properties/parts/listing-schema.server";
import { defineFields } from "../../define-fields.server";
import type { MapItem, MapPopupItem } from "./map-items";
import { listingCardFields, titleFields } from "../../field-groups.server";

const popupItemSchema = z
  .object({
    media: optionalField(mediaFieldSchema),
    ...listingCardFields,
  })
  .transform((item): MapPopupItem => ({
    image: item.media?.type === "image" ? item.media : (item.media?.poster ?? null),
    main_title: item.main_title ?? null,
    sub_title: item.sub_title ?? null,
    secondary_title: item.secondary_title ?? null,
    link: item.link ?? null,
    list_items: item.list_items_repeater.map((entry) => ({
      icon: entry.icon ?? null,
      main_title: entry.main_title ?? null,
    })),
  }));

/** Property map item (spec 3 §3): coords, hover_id (numeric property id), tooltip, popup_repeater. */
const mapItemSchema = z.object({
  coords: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  hover_id: z
    .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)])
    .transform(String)
    .optional()
    .nullable()
    .catch(null),
  tooltip: optionalField(textFieldSchema),
  popup_repeater: repeater(popupItemSchema),
});

const schema = (block: Block) =>
  z
    .object({
      ...titleFields,
      map_items_repeater: repeater(mapItemSchema),
    })
    .transform(({ map_items_repeater, ...rest }) => {
      const items: MapItem[] = map_items_repeater.map((item, i) => ({
        id: `item-${i}`,
        lat: item.coords.lat,
        lng: item.coords.lng,
        hoverId: item.hover_id ?? null,
        tooltip: item.tooltip ?? null,
        popup: item.popup_repeater,
        listing: null,
      }));
      // Listings the CMS preloads (core data) join the map when they have coordinates.
      for (const listing of coreListings(block).listings) {
        if (!listing.coords) continue;
        items.push({
          id: `uls-${listing.uls}`,
          lat: listing.coords[0],
          lng: listing.coords[1],
          hoverId: null,
          tooltip: null,
          popup: [],
          listing,
        });
      }
      return { ...rest, items };
    });
export type FullwidthMapFields = z.output<ReturnType<typeof schema>>;

export type FullwidthMapData = { tilesUrl: string | null };

/** The tile address template (`MAP_TILES_URL`); none leaves the map a neutral background. */
function tilesUrl(): string | null {
  try {
    const config = getConfig() as ReturnType<typeof getConfig> & { mapTilesUrl?: string | null };
    return config.mapTilesUrl ?? null;
  } catch {
    return null;
  }
}

export default defineFields(schema, {
  texts: ["properties"],
  // Per request rather than in the cached page: the tile address is the deployment's, not the CMS's.
  load: async (): Promise<FullwidthMapData> => ({ tilesUrl: tilesUrl() }),
});
