/**
 * The "first N, then all" rule of lists with a show-more button (spec 2 §4 offices and partners,
 * spec 3 §4 rewards): the first `count` items until the visitor asks for all.
 */
export function shownItems<T>(items: readonly T[], count: number, showAll: boolean): T[] {
  return showAll ? [...items] : items.slice(0, count);
}

/** Whether the show-more button has anything left to reveal. */
export function hasHiddenItems(total: number, count: number, showAll: boolean): boolean {
  return !showAll && total > count;
}
