import type { TFunction } from "~/i18n/translate";
import { isKnownPropertyType } from "./listing";

/** A listing's type as cards and the listing page write it: translated when known, else as the API sent it. */
export function propertyTypeName(type: string | null, t: TFunction): string | null {
  if (!type) return null;
  return isKnownPropertyType(type) ? t(`properties:types.${type}`) : type;
}
