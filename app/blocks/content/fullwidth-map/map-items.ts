import type { PreparedIcon, PreparedImage, PreparedLink, PreparedText } from "~/content/prepared";
import type { PropertyListing } from "~/blocks/properties/parts/listing";

/** Property popup item (spec 3 §3), prepared. */
export type MapPopupItem = {
  image: PreparedImage | null;
  main_title: PreparedText | null;
  sub_title: PreparedText | null;
  secondary_title: PreparedText | null;
  link: PreparedLink | null;
  list_items: { icon: PreparedIcon | null; main_title: PreparedText | null }[];
};

/** A marker of the map: a property map item (spec 3 §3) or a listing of the core data. */
export type MapItem = {
  id: string;
  lat: number;
  lng: number;
  /** The numeric property id whose tooltip data a popup fetches when it has no payload. */
  hoverId: string | null;
  tooltip: PreparedText | null;
  popup: MapPopupItem[];
  listing: PropertyListing | null;
};

/** Whether a marker opens a popup (else its tooltip, if any, shows on hover). */
export function hasPopup(item: MapItem): boolean {
  return item.popup.length > 0 || item.listing !== null || item.hoverId !== null;
}
