/**
 * A result card's photo (ResultsList.module.css, PropertySearch.module.css): the list is the page
 * inside 1rem gutters, then 3/5 of it beside the map (gap 1.5rem) from 992 px, at most 110rem; cards
 * of 1, 2 from 768 px and 3 from 1440 px (gap 1.25rem), less their border.
 */
export const SEARCH_RESULT_IMAGE_SIZES =
  "(min-width: 1792px) 332px, (min-width: 1440px) calc(20vw - 26.5px), (min-width: 992px) calc(30vw - 28.8px), (min-width: 768px) calc((100vw - 52px) / 2 - 2px), calc(100vw - 34px)";
