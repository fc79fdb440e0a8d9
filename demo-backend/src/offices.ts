import type { Db } from "./db";

type Json = Record<string, unknown>;

/** The blocks whose core data carries the branch offices (spec 3 §3 `succursales`). */
const OFFICE_BLOCKS = new Set(["offices-grid", "offices-map"]);

type OfficeRow = {
  id: number;
  name: string;
  street: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
};

/** An office row as the CMS hands it over (spec 1 §3 office entity). */
function succursale(row: OfficeRow) {
  return {
    id: row.id,
    name: row.name,
    photo: null,
    email: row.email,
    phone: { display: row.phone, intl: `+1${row.phone.replace(/\D/g, "")}` },
    address: {
      fr: { street: row.street, city: row.city },
      en: { street: row.street, city: row.city },
    },
    latitude: row.lat,
    longitude: row.lng,
  };
}

/**
 * Fills `block_params.core_data.succursales` of the offices blocks from the `offices` table, as
 * the real CMS does; other blocks pass through untouched.
 */
export function withSuccursales(db: Db, blocks: Json[]): Json[] {
  if (!blocks.some((block) => OFFICE_BLOCKS.has(String(block.block_type)))) return blocks;
  const rows = db.prepare("SELECT * FROM offices ORDER BY id").all() as OfficeRow[];
  const succursales = rows.map(succursale);
  return blocks.map((block) => {
    if (!OFFICE_BLOCKS.has(String(block.block_type))) return block;
    const params = (block.block_params ?? {}) as Json;
    const coreData = (params.core_data ?? {}) as Json;
    return { ...block, block_params: { ...params, core_data: { ...coreData, succursales } } };
  });
}
