/**
 * Member cards paging (spec 2 §4 "Member cards", §9 "Lists"): per-page counts by breakpoint, the office
 * filter, and which cards a page shows at each breakpoint. Pure, so the server render, the page without
 * JavaScript and the browser agree.
 */

/** Cards per page by min-width (xxl 1440, lg 992, md 768, below): 16, 12, 8, 6. */
export const PER_PAGE_TIERS = [
  { minWidth: 1440, perPage: 16 },
  { minWidth: 992, perPage: 12 },
  { minWidth: 768, perPage: 8 },
  { minWidth: 0, perPage: 6 },
] as const;

export type PerPage = (typeof PER_PAGE_TIERS)[number]["perPage"];

export const LOAD_MORE_ROOT_MARGIN = "25%";
export const LOAD_MORE_COOLDOWN_MS = 1000;

/** Query parameters of the page without JavaScript (a link or a GET form sets them). */
export const OFFICE_PARAM = "members_office";
export const PAGE_PARAM = "members_page";

export function perPageForWidth(width: number): PerPage {
  return (PER_PAGE_TIERS.find((tier) => width >= tier.minWidth) ?? PER_PAGE_TIERS[3]).perPage;
}

/** Cards of that office (all of them when no office is chosen); ids compare as strings. */
export function filterByOffice<T extends { office_id?: string | null }>(
  items: T[],
  office: string | null,
): T[] {
  if (!office) return items;
  return items.filter((item) => item.office_id === office);
}

/** The page number from the query: a whole number from 1 (anything else is page 1). */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The office from the query, kept only if the block offers it. */
export function parseOffice(value: string | null | undefined, offices: { id: string }[]): string | null {
  return value && offices.some((office) => office.id === value) ? value : null;
}

/**
 * The smallest per-page count from which the card at `index` shows on `page`: it shows at every
 * breakpoint whose count is at least this. null: hidden at every breakpoint.
 */
export function shownFrom(index: number, page: number): PerPage | null {
  const tiers = [...PER_PAGE_TIERS].reverse();
  return tiers.find((tier) => index < tier.perPage * page)?.perPage ?? null;
}

/** How many cards the page renders: enough for the widest breakpoint (CSS hides the rest). */
export function renderedCount(total: number, page: number): number {
  return Math.min(total, PER_PAGE_TIERS[0].perPage * page);
}

/** Whether more cards remain after `page` at a breakpoint with this per-page count. */
export function hasMore(total: number, page: number, perPage: number): boolean {
  return total > perPage * page;
}
