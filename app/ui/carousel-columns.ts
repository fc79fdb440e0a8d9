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

/** The min-width breakpoints Carousel.module.css lays slides out at before keen-slider runs. */
export const CSS_BREAKPOINTS = [360, 576, 768, 992, 1200, 1680] as const;

function perViewAt(columns: Columns, width: number): number {
  if (typeof columns === "number") return columns;
  const applicable = Object.entries(columns)
    .map(([from, perView]) => [Number(from), perView] as const)
    .filter(([from]) => from <= width)
    .sort((a, b) => a[0] - b[0]);
  return applicable.at(-1)?.[1] ?? toKeenBreakpoints(columns).base;
}

/**
 * The slides per view at each CSS breakpoint, as custom properties: before keen-slider runs, the
 * natively scrolling track shows as many slides, as wide, as keen-slider will, so nothing moves.
 */
export function perViewStyle(columns: Columns): Record<string, number> {
  const style: Record<string, number> = { "--per-view-0": perViewAt(columns, 0) };
  for (const width of CSS_BREAKPOINTS) style[`--per-view-${width}`] = perViewAt(columns, width);
  return style;
}
