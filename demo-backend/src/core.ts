import type { Db } from "./db";
import { HttpError } from "./http";
import { list, listingQuery, orderOf, searchListingIndex } from "./listing-index";
import { listLeads, storeLead } from "./leads";

type Lang = "fr" | "en";
type Row = Record<string, unknown>;

function number(query: URLSearchParams, name: string, { integer = false } = {}): number | null {
  const raw = query.get(name);
  if (raw === null || raw === "") return null;
  const value = Number(raw);
  if (
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < (name.endsWith("_lng") ? -180 : name.endsWith("_lat") ? -90 : 0)
  ) {
    throw new HttpError(400, `Invalid value for ${name}`);
  }
  return value;
}

/** SQL conditions for the filters of spec 2 §3 and spec 3 §3, with bound parameters only. */
export function listingFilters(query: URLSearchParams): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const muns = list(query, "mun");
  if (muns.length) {
    clauses.push(`mun_code IN (${muns.map(() => "?").join(",")})`);
    params.push(...muns);
  }
  const types = list(query, "type");
  if (types.length) {
    clauses.push(`type IN (${types.map(() => "?").join(",")})`);
    params.push(...types);
  }
  for (const [name, sql] of [
    ["price_min", "price >= ?"],
    ["price_max", "price <= ?"],
    ["bedrooms", "bedrooms >= ?"],
    ["bathrooms", "bathrooms >= ?"],
  ] as const) {
    const value = number(query, name);
    if (value !== null) {
      clauses.push(sql);
      params.push(value);
    }
  }
  const kind = query.get("forSaleForRent");
  if (kind) {
    if (kind !== "buy" && kind !== "rent") throw new HttpError(400, "Invalid value for forSaleForRent");
    clauses.push("for_sale_for_rent = ?");
    params.push(kind);
  }
  if (query.get("open_house") === "1" || query.get("open_house") === "true") clauses.push("open_house = 1");
  const bounds = ["NorthEast_lat", "NorthEast_lng", "SouthWest_lat", "SouthWest_lng"].map((name) =>
    number(query, name),
  );
  if (bounds.some((value) => value !== null)) {
    if (bounds.some((value) => value === null)) throw new HttpError(400, "Map bounds need all four corners");
    const [neLat, neLng, swLat, swLng] = bounds as number[];
    clauses.push("lat BETWEEN ? AND ? AND lng BETWEEN ? AND ?");
    params.push(swLat, neLat, swLng, neLng);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

function listingPath(lang: Lang, uls: string) {
  return lang === "fr" ? `/fr/proprietes/${uls}` : `/en/properties/${uls}`;
}

function photos(publicUrl: string, row: Row): string[] {
  const first = Number(row.photo);
  return [0, 1, 2].map(
    (offset) => `${publicUrl}/assets/photos/house-${(first + offset * 5) % 12}-${offset}.png`,
  );
}

export function toCard(row: Row, lang: Lang, publicUrl: string) {
  const images = photos(publicUrl, row);
  return {
    uls: row.uls,
    type: row.type,
    address: row.address,
    price: row.price,
    url: listingPath(lang, String(row.uls)),
    carousel_images: images,
    property_image: images[0],
    specs: {
      bed: row.bedrooms,
      bath: `${Number(row.bathrooms).toFixed(1)}`,
      area: row.area,
    },
    badge: row.badge ?? null,
    coords: [row.lat, row.lng],
    forSaleForRent: row.for_sale_for_rent,
    open_house: row.open_house === 1,
    /** When the listing last changed (here: its listing date), for the sitemap's lastmod. */
    updated_at: row.listed_at ?? null,
  };
}

export function searchProperties(db: Db, query: URLSearchParams, lang: Lang, publicUrl: string) {
  // The filters run on the in-memory listing index (listing-index.ts): one pass counts and pages.
  const filters = listingQuery(query);
  const order = orderOf(query.get("order_by"));
  const format = query.get("format");
  const rowsOf = (positions: number[], uls: string[]) => {
    if (positions.length === 0) return [];
    const ids = positions.map((i) => uls[i]);
    const found = db
      .prepare(`SELECT * FROM listings WHERE uls IN (${ids.map(() => "?").join(",")})`)
      .all(...ids) as Row[];
    const byUls = new Map(found.map((row) => [String(row.uls), row]));
    return ids.flatMap((id): Row[] => {
      const row = byUls.get(id);
      return row ? [row] : [];
    });
  };
  if (format === "count") return { total: searchListingIndex(db, filters, order, 0, 0).total };
  if (format === "map") {
    const listingLimit = number(query, "listingLimit", { integer: true }) ?? 25;
    const { total, positions, index } = searchListingIndex(db, filters, order, 0, Infinity);
    return {
      total,
      propertiesMap: positions.map((i) => ({
        uls: index.uls[i],
        coords: [index.lat[i], index.lng[i]],
        price: index.price[i],
        type: index.types[index.type[i]],
      })),
      propertiesListing: rowsOf(positions.slice(0, Math.min(listingLimit, 200)), index.uls).map((row) =>
        toCard(row, lang, publicUrl),
      ),
    };
  }
  const limit = Math.min(number(query, "limit", { integer: true }) ?? 25, 100);
  const page = Math.max(1, number(query, "page", { integer: true }) ?? 1);
  const { total, positions, index } = searchListingIndex(db, filters, order, (page - 1) * limit, limit);
  return {
    total,
    propertiesListing: rowsOf(positions, index.uls).map((row) => toCard(row, lang, publicUrl)),
  };
}

export function tooltip(db: Db, uls: string, lang: Lang, publicUrl: string) {
  const row = db.prepare("SELECT * FROM listings WHERE uls = ?").get(uls) as Row | undefined;
  if (!row) throw new HttpError(404, "Unknown property");
  const card = toCard(row, lang, publicUrl);
  return {
    uls: card.uls,
    address: card.address,
    carousel_images: card.carousel_images,
    price: card.price,
    specs: card.specs,
    type: card.type,
    url: card.url,
    forSaleForRent: card.forSaleForRent,
  };
}

export function allMunicipalities(db: Db, onlyWithListings = false) {
  const rows = db
    .prepare(
      onlyWithListings
        ? "SELECT * FROM municipalities WHERE code IN (SELECT DISTINCT mun_code FROM listings)"
        : "SELECT * FROM municipalities",
    )
    .all() as Row[];
  return rows
    .map((row) => ({
      MUN_CODE: row.code,
      DESCRIPTION: row.name,
      REGION: row.region,
      LATITUDE: row.lat,
      LONGITUDE: row.lng,
    }))
    .sort((a, b) => String(a.DESCRIPTION).localeCompare(String(b.DESCRIPTION), "fr"));
}

export function searchFilters(db: Db) {
  const types = db.prepare("SELECT * FROM property_types").all() as Row[];
  return {
    municipalities: allMunicipalities(db, true),
    property_types: types.map((t) => ({ code: t.code, label: { fr: t.label_fr, en: t.label_en } })),
  };
}

export function articleUrl(lang: Lang, row: Row) {
  return lang === "fr" ? `/fr/blogue/${row.slug_fr}-${row.id}` : `/en/blog/${row.slug_en}-${row.id}`;
}

export function toArticle(row: Row, lang: Lang, publicUrl: string, categories: Map<number, Row>) {
  const category = categories.get(Number(row.category_id));
  return {
    id: row.id,
    slug: row[`slug_${lang}`],
    title: row[`title_${lang}`],
    excerpt: row[`excerpt_${lang}`],
    url: articleUrl(lang, row),
    thumbnails: {
      url_small: `${publicUrl}/assets/articles/article-${row.image}-small.png`,
      url_large: `${publicUrl}/assets/articles/article-${row.image}-large.png`,
    },
    author: {
      name: row.author,
      thumbnail: `${publicUrl}/assets/avatars/${String(row.author).replace(/\W+/g, "-").toLowerCase()}.png`,
    },
    category: category ? { id: category.id, label: { fr: category.label_fr, en: category.label_en } } : null,
    published_at: row.published_at,
    read_time: {
      fr: `${row.read_time} min`,
      en: `${row.read_time} ${Number(row.read_time) > 1 ? "mins" : "min"}`,
    },
    languages: [row.has_fr ? "fr" : null, row.has_en ? "en" : null].filter(Boolean),
  };
}

export function articles(db: Db, query: URLSearchParams, publicUrl: string) {
  const lang: Lang = query.get("language") === "en" ? "en" : "fr";
  const order = query.get("order") === "asc" ? "ASC" : "DESC";
  const limit = Math.min(number(query, "limit", { integer: true }) ?? 6, 50);
  const page = Math.max(1, number(query, "page", { integer: true }) ?? 1);
  const ids = list(query, "categories").map(Number).filter(Number.isInteger);
  const where = [`has_${lang} = 1`];
  if (ids.length) where.push(`category_id IN (${ids.map(() => "?").join(",")})`);
  const sqlWhere = `WHERE ${where.join(" AND ")}`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM articles ${sqlWhere}`).get(...ids) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM articles ${sqlWhere} ORDER BY published_at ${order}, id LIMIT ? OFFSET ?`)
    .all(...ids, limit, (page - 1) * limit) as Row[];
  const categoryRows = db.prepare("SELECT * FROM categories").all() as Row[];
  const categories = new Map(categoryRows.map((c) => [Number(c.id), c]));
  const result: Record<string, unknown> = {
    total,
    articles: rows.map((row) => toArticle(row, lang, publicUrl, categories)),
  };
  if (query.get("with_categories") === "1") {
    const counts = db
      .prepare(`SELECT category_id, COUNT(*) AS n FROM articles WHERE has_${lang} = 1 GROUP BY category_id`)
      .all() as Row[];
    const countOf = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
    result.categories = categoryRows.map((c) => ({
      id: c.id,
      label: { fr: c.label_fr, en: c.label_en },
      articles_count: countOf.get(Number(c.id)) ?? 0,
    }));
  }
  return result;
}

/** A lead, stored once per Idempotency-Key (leads.ts). */
export function storeSubmission(
  db: Db,
  micrositeId: string,
  form: URLSearchParams,
  idempotencyKey: string | null = null,
) {
  return storeLead(db, micrositeId, form, idempotencyKey);
}

export function listSubmissions(db: Db) {
  return listLeads(db);
}
