/** A partner's tag (spec 2 §3): its name in the visitor's language and its colours, checked on the server. */
export type PartnerTag = { id: string; label: string; background?: string; color?: string };

/** The distinct tags of a list, in their order of first appearance: the tag filter's choices. */
export function tagsOf(items: readonly { tags: PartnerTag[] }[]): PartnerTag[] {
  const seen = new Map<string, PartnerTag>();
  for (const item of items) for (const tag of item.tags) if (!seen.has(tag.id)) seen.set(tag.id, tag);
  return [...seen.values()];
}

/** Spec 2 §4: the tag filter narrows the list to the items bearing the tag; no tag chosen lists all. */
export function filterByTag<T extends { tags: PartnerTag[] }>(
  items: readonly T[],
  tagId: string | null,
): T[] {
  if (tagId === null) return [...items];
  return items.filter((item) => item.tags.some((tag) => tag.id === tagId));
}

/** A tag's identity: its words, so the same tag written twice is one choice. */
export function tagId(label: string): string {
  return label.trim().toLocaleLowerCase("fr");
}
