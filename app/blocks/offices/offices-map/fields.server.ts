import { z } from "zod";
import type { Block } from "~/cms/schema";
import { getConfig } from "~/config.server";
import { optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { officesOf } from "../offices.server";

const fields = (block: Block) =>
  z
    .object({
      super_title: optionalField(textFieldSchema),
      main_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      offices_repeater: z.unknown(),
    })
    .transform(({ offices_repeater, ...rest }) => ({ ...rest, offices: officesOf(block, offices_repeater) }));
export type OfficesMapFields = z.output<ReturnType<typeof fields>>;

export type OfficesMapData = { tilesUrl: string | null };

/** The tile address template (`MAP_TILES_URL`); none leaves the map a neutral background. */
function tilesUrl(): string | null {
  return getConfig().mapTilesUrl ?? null;
}

export default defineFields(fields, {
  texts: ["places"],
  // Per request rather than in the cached page: the tile address is the deployment's, not the CMS's.
  load: async (): Promise<OfficesMapData> => ({ tilesUrl: tilesUrl() }),
});
