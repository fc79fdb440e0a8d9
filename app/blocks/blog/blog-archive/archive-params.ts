/** The archive's query (spec 2 §4 and §7), shared by the server's first page and the browser. */

export const ARTICLES_PER_PAGE = 6;
export const FILTER_DELAY_MS = 1000;
/** Pages a no-JavaScript "show more" link may ask for at once: the HTML inlines every article shown. */
export const MAX_SERVER_PAGES = 10;

export type Order = "asc" | "desc";

export type ArchiveQuery = {
  order: Order;
  /** Selected category ids; empty means all are selected. */
  categories: number[];
  page: number;
};

export const DEFAULT_QUERY: ArchiveQuery = { order: "desc", categories: [], page: 1 };

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The archive's state from a page URL's query: `order`, `categories` (repeated or comma-separated), `page`. */
export function queryFromSearch(search: URLSearchParams): ArchiveQuery {
  const categories = [
    ...new Set(
      search
        .getAll("categories")
        .flatMap((value) => value.split(","))
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].sort((a, b) => a - b);
  return {
    order: search.get("order") === "asc" ? "asc" : "desc",
    categories,
    page: Math.min(positiveInt(search.get("page"), 1), MAX_SERVER_PAGES),
  };
}

/** A selection covering every category is the same as none: "all". */
export function normalizeSelection(selected: number[], all: number[]): number[] {
  const known = [...new Set(selected.filter((id) => all.includes(id)))].sort((a, b) => a - b);
  return known.length === 0 || known.length === all.length ? [] : known;
}

/**
 * A click on a category (spec 2 §4): when all are selected it selects only that one; unchecking the
 * last selected one resets to all. Returns the new selection, empty meaning all. Ticking the last
 * unticked one is all again, shown as no box ticked (isChecked).
 */
export function toggleCategory(selected: number[], all: number[], id: number): number[] {
  const current = normalizeSelection(selected, all);
  if (current.length === 0) return normalizeSelection([id], all);
  const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
  return normalizeSelection(next, all);
}

/**
 * Whether a category's box is checked: only a category the visitor chose (issue 34 §7). "All" is no
 * box ticked, so the boxes read as a filter does: a tick narrows the list to what is ticked. With every
 * box ticked for "all", the first click un-ticked one box and showed only that one, the reverse of
 * what it said; without JavaScript the same un-tick showed the other three.
 */
export function isChecked(selected: number[], id: number): boolean {
  return selected.includes(id);
}

/** The archive form's fields as a state renders them: the ticked categories in the list's order, then the sort. */
export function formChoices(
  query: Pick<ArchiveQuery, "order" | "categories">,
  categoryIds: number[],
): string {
  const search = new URLSearchParams();
  for (const id of categoryIds) if (isChecked(query.categories, id)) search.append("categories", String(id));
  search.set("order", query.order);
  return search.toString();
}

/** The choices a form's fields hold (`formChoices`' reverse). */
export function choicesOf(fields: string): Pick<ArchiveQuery, "order" | "categories"> {
  const search = new URLSearchParams(fields);
  return {
    order: search.get("order") === "asc" ? "asc" : "desc",
    categories: search.getAll("categories").map(Number),
  };
}

export type ArticlesCall = {
  page: number;
  limit: number;
  order: Order;
  /** Comma-separated ids; absent when all are selected (spec 2 §7). */
  categories?: string;
  withCategories: boolean;
};

/** The `/articles` parameters of one fetch. */
export function articlesCall(
  query: ArchiveQuery,
  withCategories: boolean,
  limit = ARTICLES_PER_PAGE,
): ArticlesCall {
  return {
    page: query.page,
    limit,
    order: query.order,
    ...(query.categories.length ? { categories: query.categories.join(",") } : {}),
    withCategories,
  };
}

/** Identical parameters are not refetched (spec 2 §4): the key two fetches are compared by. */
export function queryKey(query: ArchiveQuery): string {
  return `${query.order}|${query.categories.join(",")}|${query.page}`;
}

/** The page URL's query for a state (the no-JavaScript links and form). */
export function searchOf(query: ArchiveQuery): string {
  const search = new URLSearchParams();
  if (query.order !== "desc") search.set("order", query.order);
  for (const id of query.categories) search.append("categories", String(id));
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * A page address's query with the archive's state written over its own parameters (others, such as a
 * preview token, are kept), so Back and a shared link open the same categories, order and pages.
 */
export function searchWithArchive(current: string, query: ArchiveQuery): string {
  const search = new URLSearchParams(current);
  for (const name of ["order", "categories", "page"]) search.delete(name);
  for (const [name, value] of new URLSearchParams(searchOf(query))) search.append(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}
