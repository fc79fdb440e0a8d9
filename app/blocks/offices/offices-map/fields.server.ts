import { type z } from "zod";
import { getConfig } from "~/config.server";
import { defineFields } from "../../define-fields.server";
import { officesBlockSchema } from "../offices.server";

export type OfficesMapFields = z.output<ReturnType<typeof officesBlockSchema>>;

export type OfficesMapData = { tilesUrl: string | null };

/** The tile address template (`MAP_TILES_URL`); none leaves the map a neutral background. */
function tilesUrl(): string | null {
  return getConfig().mapTilesUrl ?? null;
}

export default defineFields(officesBlockSchema, {
  texts: ["places"],
  // Per request rather than in the cached page: the tile address is the deployment's, not the CMS's.
  load: async (): Promise<OfficesMapData> => ({ tilesUrl: tilesUrl() }),
});
