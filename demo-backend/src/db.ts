import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { municipalities } from "./seed/municipalities";
import {
  CATEGORIES,
  OFFICES,
  PROPERTY_TYPES,
  generateArticles,
  generateBrokers,
  generateListings,
} from "./seed/data";

export type Db = Database.Database;

/** Listings seeded in a new database: DEMO_BACKEND_LISTINGS (50,000 for the benchmark), else 2400. */
export const LISTING_COUNT = listingCount(process.env.DEMO_BACKEND_LISTINGS);

function listingCount(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 && count <= 1_000_000 ? count : 2400;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS municipalities (code TEXT PRIMARY KEY, name TEXT NOT NULL, region TEXT NOT NULL, lat REAL, lng REAL);
CREATE TABLE IF NOT EXISTS property_types (code TEXT PRIMARY KEY, label_fr TEXT NOT NULL, label_en TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS listings (
  uls TEXT PRIMARY KEY, type TEXT NOT NULL, for_sale_for_rent TEXT NOT NULL, price INTEGER NOT NULL,
  bedrooms INTEGER NOT NULL, bathrooms INTEGER NOT NULL, area INTEGER NOT NULL, badge TEXT, open_house INTEGER NOT NULL,
  mun_code TEXT NOT NULL REFERENCES municipalities(code), address TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL,
  listed_at TEXT NOT NULL, photo INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS listings_mun ON listings(mun_code);
CREATE INDEX IF NOT EXISTS listings_price ON listings(price);
CREATE INDEX IF NOT EXISTS listings_geo ON listings(lat, lng);
CREATE INDEX IF NOT EXISTS listings_listed ON listings(listed_at);
CREATE TABLE IF NOT EXISTS offices (id INTEGER PRIMARY KEY, name TEXT, street TEXT, city TEXT, lat REAL, lng REAL, phone TEXT, email TEXT);
CREATE TABLE IF NOT EXISTS brokers (id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, office_id INTEGER REFERENCES offices(id), phone TEXT, email TEXT, kind TEXT);
CREATE TABLE IF NOT EXISTS categories (id INTEGER PRIMARY KEY, label_fr TEXT, label_en TEXT);
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY, slug_fr TEXT, slug_en TEXT, title_fr TEXT, title_en TEXT, excerpt_fr TEXT, excerpt_en TEXT,
  category_id INTEGER REFERENCES categories(id), published_at TEXT, read_time INTEGER, author TEXT,
  has_fr INTEGER, has_en INTEGER, image INTEGER);
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, form_type TEXT NOT NULL, microsite_id TEXT NOT NULL, locale TEXT,
  payload TEXT NOT NULL, created_at TEXT NOT NULL);
`;

function seed(db: Db) {
  const insertMun = db.prepare("INSERT INTO municipalities VALUES (@code, @name, @region, @lat, @lng)");
  const insertType = db.prepare("INSERT INTO property_types VALUES (?, ?, ?)");
  const insertListing = db.prepare(
    `INSERT INTO listings VALUES (@uls, @type, @for_sale_for_rent, @price, @bedrooms, @bathrooms, @area, @badge,
     @open_house, @mun_code, @address, @lat, @lng, @listed_at, @photo)`,
  );
  const insertOffice = db.prepare(
    "INSERT INTO offices VALUES (@id, @name, @street, @city, @lat, @lng, @phone, @email)",
  );
  const insertBroker = db.prepare(
    "INSERT INTO brokers VALUES (@id, @first_name, @last_name, @office_id, @phone, @email, @kind)",
  );
  const insertCategory = db.prepare("INSERT INTO categories VALUES (?, ?, ?)");
  const insertArticle = db.prepare(
    `INSERT INTO articles VALUES (@id, @slug_fr, @slug_en, @title_fr, @title_en, @excerpt_fr, @excerpt_en, @category_id,
     @published_at, @read_time, @author, @has_fr, @has_en, @image)`,
  );
  db.transaction(() => {
    for (const m of municipalities) insertMun.run(m);
    for (const t of PROPERTY_TYPES) insertType.run(t.code, t.fr, t.en);
    for (const l of generateListings(LISTING_COUNT)) insertListing.run(l);
    for (const o of OFFICES) insertOffice.run({ ...o, email: `bureau${o.id}@horizon-immobilier.example` });
    for (const b of generateBrokers(36)) insertBroker.run(b);
    for (const c of CATEGORIES) insertCategory.run(c.id, c.fr, c.en);
    for (const a of generateArticles()) insertArticle.run(a);
  })();
}

/** Opens (and on first use creates and seeds) the demo database. */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(SCHEMA);
  const { count } = db.prepare("SELECT COUNT(*) AS count FROM listings").get() as { count: number };
  if (count === 0) seed(db);
  return db;
}
