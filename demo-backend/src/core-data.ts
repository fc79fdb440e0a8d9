import type { Db } from "./db";
import { toCard } from "./core";

type Lang = "fr" | "en";
type Json = Record<string, unknown>;

/** How many listings the CMS preloads into each property block type (its `core_data`). */
const LIMITS: Record<string, number> = {
  "featured-properties": 8,
  // Exactly 3: the listing block then appends its call-to-action card (spec 3 §9).
  "property-listing": 3,
  "property-slider": 10,
  "fullwidth-map": 40,
};

/**
 * Listing images as CMS-relative asset paths: the site resolves them against its ASSETS_URL, as it
 * does the CMS media (the page call does not know the backend's public address).
 */
function relativeImages(card: ReturnType<typeof toCard>) {
  const relative = (url: unknown) => String(url).replace(/^\/assets\//, "");
  return {
    ...card,
    carousel_images: card.carousel_images.map(relative),
    property_image: relative(card.property_image),
  };
}

function coreDataFor(db: Db, block: Json, lang: Lang): Json | null {
  const type = String(block.block_type);
  const limit = LIMITS[type];
  if (!limit) return null;
  const fields = (block.fields ?? {}) as Json;
  const count = type === "property-slider" && Number.isInteger(fields.count) ? Number(fields.count) : limit;
  const rows = db
    .prepare("SELECT * FROM listings ORDER BY listed_at DESC, uls LIMIT ?")
    .all(Math.min(count, 50)) as Json[];
  const { total } = db.prepare("SELECT COUNT(*) AS total FROM listings").get() as { total: number };
  return {
    total,
    propertiesListing: rows.map((row) => relativeImages(toCard(row, lang, ""))),
  };
}

/**
 * The core data the CMS server preloads into the property blocks of a page (spec 3 §3 "Block
 * envelope and core data"): their listings and the total, from the demo listings. A block whose
 * page file already holds core data keeps it.
 */
export function fillPropertyBlocks(db: Db, blocks: Json[], lang: Lang): Json[] {
  return blocks.map((block) => {
    const params = (block.block_params ?? {}) as Json;
    if (params.core_data) return block;
    const core = coreDataFor(db, block, lang);
    return core ? { ...block, block_params: { ...params, core_data: core } } : block;
  });
}
