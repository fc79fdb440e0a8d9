import type { Db } from "./db";

/**
 * Members in the CMS fields of the members blocks, the way the CMS hands them over (both languages,
 * spec 2 §3): a demo page names what it wants in `fields.demo_members` and gets the brokers of the
 * demo database written into the block's repeater (and the offices into `offices_list`).
 */

type Json = Record<string, unknown>;
type Broker = {
  id: number;
  first_name: string;
  last_name: string;
  office_id: number;
  phone: string;
  email: string;
  kind: string;
};
type Office = { id: number; name: string; city: string };
type Wanted = { kind?: "broker" | "team"; limit?: number; offset?: number };

const MEMBER_BLOCKS = new Set(["hero-members-search", "member-cards", "members-carousel", "team-members"]);

const text = (fr: string, en: string) => ({ type: "text", value: { fr, en } });
const richtext = (fr: string, en: string) => ({ type: "richtext", value: { fr, en } });
const link = (url: string, fr: string, en: string, format = "button-primary") => ({
  type: "link",
  url: { fr: url, en: url },
  text: { fr, en },
  format: { type: format },
});
const image = (url: string, fr: string, en: string) => ({
  type: "image",
  media: { fr: { url, alt: fr }, en: { url, alt: en } },
});

const PROGRAMS = [
  { fr: "Programme d’accès à la propriété", en: "Home ownership access program" },
  { fr: "Garantie de vente", en: "Sale guarantee" },
  { fr: "Relocalisation d’entreprise", en: "Corporate relocation" },
];

const SUBTITLES = {
  broker: { fr: "Courtier immobilier résidentiel", en: "Residential real estate broker" },
  team: { fr: "Équipe de courtiers", en: "Broker team" },
};

function fullName(broker: Broker): string {
  return broker.kind === "team" ? `Équipe ${broker.last_name}` : `${broker.first_name} ${broker.last_name}`;
}

/** Every fifth member has no photo, so the default avatars show in the demo. */
function avatarOf(broker: Broker) {
  if (broker.id % 5 === 0) return null;
  const name = fullName(broker);
  return image(`avatars/member-${broker.id}.png`, `Portrait de ${name}`, `Portrait of ${name}`);
}

function infoList(broker: Broker, office: Office | undefined) {
  return [
    { icon: { type: "phone" }, description: text(broker.phone, broker.phone) },
    { icon: { type: "email" }, description: text(broker.email, broker.email) },
    ...(office ? [{ icon: { type: "map-pin" }, description: text(office.name, office.name) }] : []),
  ];
}

function socials(broker: Broker) {
  const slug = `${broker.first_name}-${broker.last_name}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return [
    {
      icon: { type: "facebook" },
      link: {
        type: "link",
        url: { fr: `https://www.facebook.com/${slug}`, en: `https://www.facebook.com/${slug}` },
        text: { fr: `Facebook de ${fullName(broker)}`, en: `${fullName(broker)} on Facebook` },
        target: "_blank",
      },
    },
    {
      icon: { type: "linkedin" },
      link: {
        type: "link",
        url: { fr: `https://www.linkedin.com/in/${slug}`, en: `https://www.linkedin.com/in/${slug}` },
        text: { fr: `LinkedIn de ${fullName(broker)}`, en: `${fullName(broker)} on LinkedIn` },
        target: "_blank",
      },
    },
  ];
}

function programs(broker: Broker) {
  const count = broker.id % 4;
  return PROGRAMS.slice(0, count).map((program) => ({ description: program }));
}

function ctas(broker: Broker) {
  return [
    { cta: link(`mailto:${broker.email}`, "Écrire", "Email", "button-primary") },
    { cta: link(`tel:${broker.phone.replace(/\D/g, "")}`, "Appeler", "Call", "button-outline") },
  ];
}

function biography(broker: Broker, office: Office | undefined) {
  const city = office?.city ?? "Montréal";
  return richtext(
    `<p>${fullName(broker)} accompagne acheteurs et vendeurs à ${city} depuis plus de dix ans, avec une connaissance fine de chaque rue, de chaque école et de chaque parc, et l’art de mettre une propriété en valeur dès la première visite.</p><p>Son approche : écouter d’abord, conseiller ensuite, négocier toujours avec rigueur. Ses clients apprécient sa disponibilité, ses comparables de marché détaillés et son réseau de professionnels de confiance (inspecteurs, notaires, courtiers hypothécaires).</p><p>En dehors du travail, ${fullName(broker)} s’implique dans les associations locales et les marchés publics de la région.</p>`,
    `<p>${fullName(broker)} has guided buyers and sellers in ${city} for more than ten years. Passionate about the neighbourhood, they know every street, school and park, and know how to show a property at its best from the first visit.</p><p>Their approach: listen first, advise next, and always negotiate with rigour. Clients value their availability, detailed market comparables and network of trusted professionals (inspectors, notaries, mortgage brokers).</p><p>Outside work, they take part in local associations and the region’s public markets.</p>`,
  );
}

function memberFor(blockType: string, broker: Broker, office: Office | undefined): Json {
  const name = fullName(broker);
  const kind = broker.kind === "team" ? "team" : "broker";
  const subtitle = text(SUBTITLES[kind].fr, SUBTITLES[kind].en);
  switch (blockType) {
    case "member-cards":
      return {
        office_id: broker.office_id,
        main_title: text(name, name),
        description: subtitle,
        image: avatarOf(broker),
        cta: link(`mailto:${broker.email}`, "Contacter", "Contact", "link-arrow"),
        list_items_repeater: infoList(broker, office),
        icon_links_repeater: socials(broker),
        program_items_repeater: programs(broker),
      };
    case "members-carousel":
      return {
        person_avatar: avatarOf(broker),
        person_name: name,
        person_subtitle: subtitle,
        cta_repeater: ctas(broker),
      };
    case "team-members":
      return {
        person_avatar: avatarOf(broker),
        person_name: name,
        person_subtitle: subtitle,
        description: biography(broker, office),
        list_items_repeater: infoList(broker, office),
      };
    default:
      return {
        person_name: name,
        person_avatar: avatarOf(broker),
        person_subtitle: subtitle,
        list_items_repeater: infoList(broker, office),
        social_items_repeater: socials(broker),
        cta_repeater: ctas(broker),
        program_items_repeater: programs(broker),
      };
  }
}

function fillBlock(db: Db, block: Json): Json {
  const fields = block.fields as Json | undefined;
  if (!MEMBER_BLOCKS.has(String(block.block_type)) || !fields?.demo_members) return block;
  const { demo_members, ...rest } = fields;
  const wanted = demo_members as Wanted;
  const offices = db.prepare("SELECT id, name, city FROM offices ORDER BY id").all() as Office[];
  const byId = new Map(offices.map((office) => [office.id, office]));
  const brokers = db
    .prepare(`SELECT * FROM brokers ${wanted.kind ? "WHERE kind = ?" : ""} ORDER BY id LIMIT ? OFFSET ?`)
    .all(...(wanted.kind ? [wanted.kind] : []), wanted.limit ?? 1000, wanted.offset ?? 0) as Broker[];
  const members = brokers.map((broker) =>
    memberFor(String(block.block_type), broker, byId.get(broker.office_id)),
  );
  return {
    ...block,
    fields: {
      ...rest,
      members_repeater: members,
      ...(block.block_type === "member-cards" && !rest.offices_list
        ? {
            offices_list: offices.map((office) => ({
              id: office.id,
              label: { fr: office.name, en: office.name },
            })),
          }
        : {}),
    },
  };
}

/** The page's blocks with the members they ask for filled in. */
export function fillMemberBlocks(db: Db, blocks: Json[]): Json[] {
  return blocks.some((block) => MEMBER_BLOCKS.has(String(block.block_type)))
    ? blocks.map((block) => fillBlock(db, block))
    : blocks;
}
