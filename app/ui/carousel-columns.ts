/** Spec 1 §9: carousel breakpoints 360/768/1200/1680 with 1/1/2/3/4 columns. */
export const defaultCarouselColumns: Record<number, number> = { 0: 1, 360: 1, 768: 2, 1200: 3, 1680: 4 };

export type Columns = number | Record<number, number>;

/** keen-slider breakpoints (min-width media queries) for a columns setting. */
export function toKeenBreakpoints(columns: Columns) {
  if (typeof columns === "number") return { base: columns, breakpoints: {} };
  const entries = Object.entries(columns)
    .map(([width, perView]) => [Number(width), perView] as const)
    .sort((a, b) => a[0] - b[0]);
  const base = entries.find(([width]) => width === 0)?.[1] ?? entries[0]?.[1] ?? 1;
  const breakpoints = Object.fromEntries(
    entries
      .filter(([width]) => width > 0)
      .map(([width, perView]) => [`(min-width: ${width}px)`, { slides: { perView, spacing: 24 } }]),
  );
  return { base, breakpoints };
}
