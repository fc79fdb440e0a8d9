import { columnSizes } from "~/content/column-sizes";

/** A member's card (MemberCards.module.css): 1, 2 from 576 px, 3 from 992 px, 4 from 1440 px. */
export const MEMBER_CARD_IMAGE_SIZES = columnSizes({ columns: { 0: 1, 576: 2, 992: 3, 1440: 4 }, less: 2 });
