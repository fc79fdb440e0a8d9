import type { PageFile } from "./cms";
import { toCard } from "./core";
import type { Db } from "./db";

type Lang = "fr" | "en";
type Json = Record<string, unknown>;

const LISTING_PATH = /^\/(fr\/proprietes|en\/properties)\/([\w-]{1,40})$/;

/** Listing images as CMS-relative asset paths, as the other preloaded property blocks give them. */
function relative(url: unknown) {
  return String(url).replace(/^\/assets\//, "");
}

function brokerOf(db: Db, uls: string): Json | undefined {
  const { count } = db.prepare("SELECT COUNT(*) AS count FROM brokers WHERE kind != 'team'").get() as {
    count: number;
  };
  if (count === 0) return undefined;
  const offset = [...uls].reduce((sum, char) => sum + char.charCodeAt(0), 0) % count;
  return db.prepare("SELECT * FROM brokers WHERE kind != 'team' ORDER BY id LIMIT 1 OFFSET ?").get(offset) as
    Json | undefined;
}

/** Two open-house dates in the weeks after the listing date, for listings that hold one. */
function openHouses(row: Json): string[] {
  if (row.open_house !== 1) return [];
  const listed = new Date(`${String(row.listed_at).slice(0, 10)}T14:00:00Z`);
  if (Number.isNaN(listed.getTime())) return [];
  return [10, 17].map((days) => new Date(listed.getTime() + days * 86_400_000).toISOString());
}

function description(row: Json, typeLabel: Json, municipality: string): Record<Lang, string> {
  const beds = Number(row.bedrooms);
  const area = Number(row.area);
  return {
    fr:
      `${String(typeLabel.label_fr ?? "Propriété")} lumineuse à ${municipality}, ${beds} chambre(s) ` +
      `sur ${area} pi². Cuisine rénovée, grandes fenêtres et cour aménagée, à deux pas des services, ` +
      "des écoles et des parcs. Visite sur rendez-vous avec votre courtier.",
    en:
      `Bright ${String(typeLabel.label_en ?? "property").toLowerCase()} in ${municipality}, ${beds} ` +
      `bedroom(s) over ${area} sq. ft. Renovated kitchen, large windows and a landscaped yard, close to ` +
      "shops, schools and parks. Visits by appointment with your broker.",
  };
}

/** The core data of a listing's `property-details` block: the card's fields and its details. */
export function listingDetails(db: Db, row: Json, lang: Lang): Json {
  const card = toCard(row, lang, "");
  const municipality = db.prepare("SELECT name FROM municipalities WHERE code = ?").get(row.mun_code) as
    Json | undefined;
  const typeLabel = (db.prepare("SELECT * FROM property_types WHERE code = ?").get(row.type) ?? {}) as Json;
  const broker = brokerOf(db, String(row.uls));
  const city = String(municipality?.name ?? "");
  return {
    ...card,
    carousel_images: card.carousel_images.map(relative),
    property_image: relative(card.property_image),
    city,
    mun_code: row.mun_code,
    description: description(row, typeLabel, city)[lang],
    open_houses: openHouses(row),
    broker: broker
      ? {
          slug: `${String(broker.first_name)}-${String(broker.last_name)}`
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .replace(/\W+/g, "-")
            .toLowerCase(),
          name: `${String(broker.first_name)} ${String(broker.last_name)}`,
          phone: broker.phone,
          email: broker.email,
          photo: Number(broker.id) % 5 === 0 ? null : `avatars/member-${String(broker.id)}.png`,
        }
      : null,
  };
}

/**
 * The CMS page at a listing's path in either language (`/fr/proprietes/{uls}`, `/en/properties/{uls}`):
 * its details, a contact form addressed to its broker, then its map (below the first
 * view, so Leaflet is not part of the first load). For a listing the demo has not, the page a CMS
 * gives when the core API answers 404 for it: its block without listing data (the site shows a 404).
 */
export function listingPage(db: Db, requestPath: string): PageFile | null {
  const match = requestPath.match(LISTING_PATH);
  if (!match) return null;
  const lang: Lang = match[1].startsWith("fr") ? "fr" : "en";
  const row = db.prepare("SELECT * FROM listings WHERE uls = ?").get(match[2]) as Json | undefined;
  if (!row) {
    const [prefix, uls] = [match[1], match[2]];
    return {
      paths: { [lang]: `/${prefix}/${uls}` },
      title: {},
      content: {
        fields: [
          { block_type: "property-details", block_params: { core_data: { property: null } }, fields: {} },
        ],
      },
    };
  }
  const details = listingDetails(db, row, lang);
  const broker = details.broker as Json | null;
  const address = String(row.address);
  const both = (value: string) => ({ fr: value, en: value });
  return {
    paths: { fr: `/fr/proprietes/${String(row.uls)}`, en: `/en/properties/${String(row.uls)}` },
    title: both(address),
    seo: {
      description: { fr: `${address} — ${String(details.city)}`, en: `${address} — ${String(details.city)}` },
    },
    content: {
      fields: [
        { block_type: "property-details", block_params: { core_data: { property: details } }, fields: {} },
        {
          block_type: "contact-form",
          block_params: { color_scheme: "normal-grey" },
          fields: {
            recipient_type: broker ? "broker" : null,
            recipient_slug: broker?.slug ?? null,
            recipient_name: broker ? both(String(broker.name)) : null,
            message: {
              fr: `Bonjour, j'aimerais en savoir plus sur la propriété n° ${String(row.uls)} (${address}).`,
              en: `Hello, I would like to know more about property #${String(row.uls)} (${address}).`,
            },
          },
        },
        {
          block_type: "fullwidth-map",
          block_params: {
            core_data: { total: 1, propertiesListing: [{ ...toCard(row, lang, ""), carousel_images: [] }] },
          },
          fields: {},
        },
      ],
    },
  };
}
