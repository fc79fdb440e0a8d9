/** Spec 2 §9 "Heroes and search": the members search carousel. */
export const SEARCH_CAROUSEL_MAX = 10;
export const SEARCH_CAROUSEL_AUTOPLAY_MS = 6000;
export const SEARCH_BOTTOM_OVERLAP_PX = 130;

/**
 * The dropdown's options: one per member, valued by its position in the CMS list, ordered
 * alphabetically by label in the page's language (accents and case as a reader expects).
 */
export function memberOptions(members: { person_name: string }[], locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return members
    .map((member, index) => ({ value: String(index), label: member.person_name.trim() }))
    .sort((a, b) => collator.compare(a.label, b.label) || Number(a.value) - Number(b.value));
}

/** The members the carousel shows: at most 10, in the CMS order. */
export function carouselMembers<T>(members: T[]): T[] {
  return members.slice(0, SEARCH_CAROUSEL_MAX);
}
