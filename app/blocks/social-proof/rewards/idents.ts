/** Spec 3 §3: the reward identifiers, each with a badge in public/images/rewards/. */
export const REWARD_IDENTS = [
  "100-perct",
  "100-perct-or",
  "cercle-legendes",
  "chariman",
  "diamant",
  "luminary-distinction",
  "paramount-off-excellence",
  "pinacle",
  "platine",
  "pretige",
  "reussite-carriere",
  "select",
  "temple-renomee",
  "titan",
] as const;
export type RewardIdent = (typeof REWARD_IDENTS)[number];

/**
 * A reward's badge: the light variant on dark surfaces, the dark one on light surfaces; always the
 * French file, whatever the page's language (spec 3 §3).
 */
export function rewardImage(ident: RewardIdent, variant: "light" | "dark"): string {
  return `/images/rewards/${ident}-fr-${variant}.svg`;
}
