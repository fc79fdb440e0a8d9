import rows from "./municipalities.json";

/** Québec municipalities with their official geographic codes and approximate centres. */
export type Municipality = {
  code: string;
  name: string;
  region: string;
  lat: number;
  lng: number;
  weight: number;
};

type MunicipalityRow = [code: string, name: string, region: string, lat: number, lng: number, weight: number];

// One row per municipality (code, name, region, lat, lng, weight) so the table reads as data, not code.
export const municipalities: Municipality[] = (rows as MunicipalityRow[]).map(
  ([code, name, region, lat, lng, weight]) => ({ code, name, region, lat, lng, weight }),
);
