import type { Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translate";
import { formatAmount } from "~/lib/number-format";

/** A listing's price as every card, popup and list writes it: whole dollars, rents "/mois". */
export function listingPriceText(
  price: number | null,
  forSaleForRent: "buy" | "rent" | null | undefined,
  locale: Locale,
  t: TFunction,
): string | null {
  if (price === null) return null;
  const amount = formatAmount(price, locale);
  return forSaleForRent === "rent" ? t("properties:card.per_month", { price: amount }) : amount;
}
