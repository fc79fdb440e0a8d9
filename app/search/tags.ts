import type { TFunction } from "~/i18n/translate";
import { formatPrice } from "~/lib/number-format";
import type { Locale } from "~/i18n/locales";
import { DEFAULT_FILTERS, type SearchFilters } from "./filters";

/** A selected-criteria tag of the filter overlay (spec 2 §2) and the filter clicking it clears (§4). */
export type FilterTag =
  | { kind: "all-mun" }
  | { kind: "mun"; code: string }
  | { kind: "price" }
  | { kind: "type"; code: string }
  | { kind: "forSaleForRent" }
  | { kind: "bedrooms" }
  | { kind: "bathrooms" }
  | { kind: "open_house" };

export type Choice = { value: string; label: string };

/**
 * The tags of a filter set. When every known municipality is selected they show as one
 * all-municipalities tag rather than one tag each.
 */
export function filterTags(filters: SearchFilters, municipalityCount = 0): FilterTag[] {
  const tags: FilterTag[] = [];
  if (municipalityCount > 0 && filters.mun.length >= municipalityCount) tags.push({ kind: "all-mun" });
  else for (const code of filters.mun) tags.push({ kind: "mun", code });
  if (filters.price_min || filters.price_max !== null) tags.push({ kind: "price" });
  for (const code of filters.type) tags.push({ kind: "type", code });
  if (filters.forSaleForRent && filters.forSaleForRent !== DEFAULT_FILTERS.forSaleForRent)
    tags.push({ kind: "forSaleForRent" });
  if (filters.bedrooms !== null) tags.push({ kind: "bedrooms" });
  if (filters.bathrooms !== null) tags.push({ kind: "bathrooms" });
  if (filters.open_house) tags.push({ kind: "open_house" });
  return tags;
}

/** Spec 2 §4: what clicking a tag clears. */
export function clearTag(filters: SearchFilters, tag: FilterTag): SearchFilters {
  switch (tag.kind) {
    case "all-mun":
      return { ...filters, mun: [...DEFAULT_FILTERS.mun] };
    case "mun":
      return { ...filters, mun: filters.mun.filter((code) => code !== tag.code) };
    case "price":
      return { ...filters, price_min: null, price_max: null };
    case "type":
      return { ...filters, type: filters.type.filter((code) => code !== tag.code) };
    case "forSaleForRent":
      return { ...filters, forSaleForRent: DEFAULT_FILTERS.forSaleForRent };
    case "bedrooms":
      return { ...filters, bedrooms: null };
    case "bathrooms":
      return { ...filters, bathrooms: null };
    case "open_house":
      return { ...filters, open_house: false };
  }
}

export function tagKey(tag: FilterTag): string {
  return "code" in tag ? `${tag.kind}:${tag.code}` : tag.kind;
}

/** A price in CAD for the locale, without decimals (spec 2 §9). */
export function formatTagPrice(value: number, locale: Locale): string {
  return formatPrice(value, locale, { decimals: 0 });
}

/** Spec 2 §5: a range, less-than or more-than, depending on which bounds are set. */
export function priceTagText(filters: SearchFilters, locale: Locale, t: TFunction): string | null {
  const min = filters.price_min || null;
  const max = filters.price_max;
  if (min !== null && max !== null)
    return t("search:price.range", { min: formatTagPrice(min, locale), max: formatTagPrice(max, locale) });
  if (max !== null) return t("search:price.less-than", { max: formatTagPrice(max, locale) });
  if (min !== null) return t("search:price.more-than", { min: formatTagPrice(min, locale) });
  return null;
}

/** A type's translated name if one exists, otherwise the raw type (spec 2 §5). */
export function typeLabel(code: string, types: Choice[], t: TFunction): string {
  // A missing key comes back as its path.
  const translated = t(`search:types.${code}`);
  if (translated && translated !== `types.${code}`) return translated;
  return types.find((type) => type.value === code)?.label ?? code;
}

export function tagText(
  tag: FilterTag,
  filters: SearchFilters,
  context: { locale: Locale; t: TFunction; municipalities: Choice[]; types: Choice[] },
): string {
  const { t, locale } = context;
  switch (tag.kind) {
    case "all-mun":
      return t("search:tags.all-municipalities");
    case "mun":
      return context.municipalities.find((m) => m.value === tag.code)?.label ?? tag.code;
    case "price":
      return priceTagText(filters, locale, t) ?? "";
    case "type":
      return typeLabel(tag.code, context.types, t);
    case "forSaleForRent":
      return t(`search:transaction.${filters.forSaleForRent}`);
    case "bedrooms":
      return t("search:tags.bedrooms", { count: filters.bedrooms ?? 0 });
    case "bathrooms":
      return t("search:tags.bathrooms", { count: filters.bathrooms ?? 0 });
    case "open_house":
      return t("search:filters.open-house");
  }
}
