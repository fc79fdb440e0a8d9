/** Spec 2 §9: partners initially shown. */
export const PARTNERS_SHOWN = 6;
