import { onLand } from "../geography";
import { municipalities, type Municipality } from "./municipalities";
import propertyTypes from "./property-types.json";
import { createRandom, type Random } from "./random";

type PropertyType = { code: string; fr: string; en: string; weight: number; price: [number, number] };

/** The property types with their labels, how often the seed draws each, and its sale price range. */
export const PROPERTY_TYPES = propertyTypes as PropertyType[];

// The order the seed draws types in: changing it changes every generated listing.
const TYPE_DRAW_ORDER = ["maison", "condo", "prop", "chalet", "terrain", "ferme", "comm"];
const typeOf = (code: string) => {
  const type = PROPERTY_TYPES.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`unknown property type ${code}`);
  return type;
};

const STREETS = [
  "rue Principale",
  "rue Saint-Denis",
  "boulevard des Laurentides",
  "rue Sherbrooke",
  "avenue du Parc",
  "rue Notre-Dame",
  "chemin du Lac",
  "rue des Érables",
  "rue King",
  "avenue des Pins",
  "rue Wellington",
  "boulevard Saint-Joseph",
  "rue de la Rivière",
  "rue Champlain",
  "chemin des Patriotes",
  "rue Laurier",
];
const BADGES = ["sold", "open-house", "new", "new-build", "foreclosed", "collection"] as const;

export type ListingRow = {
  uls: string;
  type: string;
  for_sale_for_rent: "buy" | "rent";
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  badge: string | null;
  open_house: number;
  mun_code: string;
  address: string;
  lat: number;
  lng: number;
  listed_at: string;
  photo: number;
};

function weighted<T>(random: Random, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return entries[entries.length - 1][0];
}

const DAY = 86_400_000;
const SEED_EPOCH = Date.UTC(2026, 9, 1);

/** A place around a town's centre from two draws in [0, 1), out of the river (the demo map's water). */
function placeNear(mun: Municipality, latDraw: number, lngDraw: number, spread: number) {
  const place = onLand(mun, mun.lat + (latDraw - 0.5) * spread, mun.lng + (lngDraw - 0.5) * spread * 1.4);
  return { lat: Number(place.lat.toFixed(6)), lng: Number(place.lng.toFixed(6)) };
}

export function generateListings(count: number): ListingRow[] {
  const random = createRandom(20261122);
  const munEntries = municipalities.map((m) => [m, m.weight] as [typeof m, number]);
  const typeEntries = TYPE_DRAW_ORDER.map((code) => [code, typeOf(code).weight] as [string, number]);
  return Array.from({ length: count }, (_, index) => {
    const mun = weighted(random, munEntries);
    const type = weighted(random, typeEntries);
    const rent = (type === "condo" || type === "maison") && random.chance(0.12);
    const [low, high] = typeOf(type).price;
    const salePrice = Math.round((low + random.next() ** 2 * (high - low)) / 1000) * 1000;
    const price = rent ? Math.round((1200 + random.next() * 3300) / 25) * 25 : salePrice;
    const land = type === "terrain";
    const bedrooms = land ? 0 : type === "comm" ? random.int(0, 2) : random.int(1, type === "prop" ? 8 : 5);
    const bathrooms = land ? 0 : random.int(1, Math.max(1, Math.ceil(bedrooms / 2) + 1));
    const spread = mun.weight >= 5 ? 0.09 : 0.04;
    const badge = rent
      ? "rent"
      : type === "comm"
        ? "commercial"
        : random.chance(0.35)
          ? random.pick(BADGES)
          : null;
    return {
      uls: String(10_000_000 + index * 7919),
      type,
      for_sale_for_rent: rent ? "rent" : "buy",
      price,
      bedrooms,
      bathrooms,
      area: land ? random.int(5_000, 80_000) : random.int(550, 4_200),
      badge,
      open_house: badge === "open-house" ? 1 : 0,
      mun_code: mun.code,
      address: `${random.int(10, 9999)}, ${random.pick(STREETS)}, ${mun.name}`,
      // Drawn here, in the seed's order (moving a draw changes every listing after it).
      ...placeNear(mun, random.next(), random.next(), spread),
      listed_at: new Date(SEED_EPOCH - random.int(0, 365) * DAY).toISOString().slice(0, 10),
      photo: random.int(0, 11),
    };
  });
}

export const OFFICES = [
  {
    id: 1,
    name: "Horizon Montréal – Plateau",
    city: "Montréal",
    street: "4250, rue Saint-Denis",
    lat: 45.5232,
    lng: -73.5815,
    phone: "514 555-0142",
  },
  {
    id: 2,
    name: "Horizon Laval",
    city: "Laval",
    street: "1800, boulevard Le Carrefour",
    lat: 45.5706,
    lng: -73.7528,
    phone: "450 555-0177",
  },
  {
    id: 3,
    name: "Horizon Québec – Vieux-Port",
    city: "Québec",
    street: "85, rue Saint-Paul",
    lat: 46.8167,
    lng: -71.2031,
    phone: "418 555-0121",
  },
  {
    id: 4,
    name: "Horizon Gatineau",
    city: "Gatineau",
    street: "25, rue Laurier",
    lat: 45.4287,
    lng: -75.7134,
    phone: "819 555-0164",
  },
  {
    id: 5,
    name: "Horizon Sherbrooke",
    city: "Sherbrooke",
    street: "2, rue Wellington Nord",
    lat: 45.4003,
    lng: -71.8926,
    phone: "819 555-0138",
  },
  {
    id: 6,
    name: "Horizon Rive-Sud",
    city: "Longueuil",
    street: "1150, chemin de Chambly",
    lat: 45.5312,
    lng: -73.5003,
    phone: "450 555-0119",
  },
];

const FIRST = [
  "Julie",
  "Marc",
  "Sophie",
  "Olivier",
  "Isabelle",
  "Mathieu",
  "Catherine",
  "Alexandre",
  "Nadia",
  "Jean-François",
  "Émilie",
  "Samuel",
  "Chloé",
  "Patrick",
  "Amélie",
  "David",
];
const LAST = [
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Gagné",
  "Ouellet",
  "Pelletier",
  "Bélanger",
  "Lévesque",
  "Bergeron",
  "Leblanc",
];

export function generateBrokers(count: number) {
  const random = createRandom(7);
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length];
    // The shift after each round of first names keeps every full name distinct.
    const last = LAST[(index * 7 + Math.floor(index / FIRST.length)) % LAST.length];
    return {
      id: index + 1,
      first_name: first,
      last_name: last,
      office_id: OFFICES[index % OFFICES.length].id,
      phone: `514 555-${String(1000 + random.int(0, 8999)).slice(0, 4)}`,
      email: `${first}.${last}@horizon-immobilier.example`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, ""),
      kind: index % 10 === 9 ? "team" : "broker",
    };
  });
}

export const CATEGORIES = [
  { id: 1, fr: "Acheter", en: "Buying" },
  { id: 2, fr: "Vendre", en: "Selling" },
  { id: 3, fr: "Financement", en: "Financing" },
  { id: 4, fr: "Vie de quartier", en: "Neighbourhoods" },
];

const ARTICLE_TOPICS: { fr: string; en: string; category: number }[] = [
  { fr: "Dix questions à poser lors d'une visite", en: "Ten questions to ask at a showing", category: 1 },
  { fr: "Préparer sa maison pour la vente", en: "Getting your home ready to sell", category: 2 },
  { fr: "Comprendre la mise de fonds minimale", en: "Understanding the minimum down payment", category: 3 },
  { fr: "Les quartiers en vogue à Montréal", en: "Montréal's up-and-coming neighbourhoods", category: 4 },
  { fr: "Acheter un premier condo", en: "Buying your first condo", category: 1 },
  { fr: "Fixer le bon prix de vente", en: "Setting the right asking price", category: 2 },
  { fr: "Taux fixe ou variable?", en: "Fixed or variable rate?", category: 3 },
  { fr: "Vivre à Québec : le guide", en: "Living in Québec City: the guide", category: 4 },
  { fr: "L'inspection préachat expliquée", en: "The pre-purchase inspection explained", category: 1 },
  { fr: "Le home staging en cinq étapes", en: "Home staging in five steps", category: 2 },
  { fr: "La taxe de bienvenue", en: "The welcome tax", category: 3 },
  { fr: "Chalets : acheter pour louer", en: "Cottages: buying to rent out", category: 1 },
  { fr: "Vendre en hiver", en: "Selling in winter", category: 2 },
  { fr: "Les Cantons-de-l'Est pour les familles", en: "The Eastern Townships for families", category: 4 },
  { fr: "Renouveler son hypothèque", en: "Renewing your mortgage", category: 3 },
  { fr: "Le marché locatif à Gatineau", en: "Gatineau's rental market", category: 4 },
  { fr: "Nouvelles règles de courtage", en: "New brokerage rules", category: 2 },
  { fr: "Bien choisir son courtier", en: "Choosing the right broker", category: 1 },
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function generateArticles() {
  const random = createRandom(99);
  return ARTICLE_TOPICS.map((topic, index) => {
    // Every fifth article exists in French only and every seventh in English only, for the language warning.
    const hasEn = index % 5 !== 4;
    const hasFr = index % 7 !== 6;
    const words = random.int(400, 1800);
    return {
      id: index + 1,
      slug_fr: slugify(topic.fr),
      slug_en: slugify(topic.en),
      title_fr: topic.fr,
      title_en: topic.en,
      excerpt_fr: `${topic.fr} : nos courtiers partagent leurs conseils pratiques pour vous guider pas à pas.`,
      excerpt_en: `${topic.en}: our brokers share practical advice to guide you step by step.`,
      category_id: topic.category,
      published_at: new Date(SEED_EPOCH - index * 9 * DAY).toISOString(),
      read_time: Math.max(1, Math.round(words / 230)),
      author: `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`,
      has_fr: hasFr ? 1 : 0,
      has_en: hasEn ? 1 : 0,
      image: index % 12,
    };
  });
}
