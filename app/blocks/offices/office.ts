import type { PreparedIcon, PreparedImage, PreparedLink, PreparedText } from "~/content/prepared";
import type { RealEstateAgentInput } from "~/lib/structured-data";

/** One line of an office card or popup: an icon and a text, with a `tel:`/`mailto:` target when it has one. */
export type OfficeDetail = { icon: PreparedIcon | null; text: PreparedText | null; href?: string };

/**
 * An office as the offices blocks draw it (spec 2 §3 office item, spec 1 §3 office entity): from a
 * CMS office item or a branch office of the page's core data, prepared on the server.
 */
export type PreparedOffice = {
  /** The hover_id tying the list item to its map marker. */
  id: string;
  name: PreparedText | null;
  image: PreparedImage | null;
  cta: PreparedLink | null;
  details: OfficeDetail[];
  coords: { lat: number; lng: number } | null;
  /** What its schema.org `RealEstateAgent` says. */
  agent: RealEstateAgentInput | null;
};

/** Spec 1 §1: the default image of an office without one follows the brand version. */
export function defaultOfficeImage(brandVersion: 1 | 2): string {
  return `/images/offices/default-v${brandVersion}.svg`;
}

/** Spec 2 §9: the offices grid first shows 9 offices; a button reveals all. */
export const OFFICES_SHOWN = 9;
