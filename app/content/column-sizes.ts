/**
 * `sizes` computed from a column layout. Blocks whose layout depends on their content (a count of
 * items) call it; the fixed layouts of app/content/image-url.ts are written out as strings, which
 * tests/unit/images/image-url.test.ts proves equal to it, so every page does not ship it.
 */
/** The page's gutters (a section's 1.5rem on each side) and its container's widest (80rem), in px. */
const PAGE_GUTTERS = 48;
const CONTAINER_MAX = 1280;

type ColumnLayout = {
  /** Columns from each min-width breakpoint (px), as the CSS lays them out; 0 for the narrowest. */
  columns: Record<number, number>;
  gap?: number;
  /** What the container is narrower than the viewport by (gutters, a side column), in px. */
  inset?: number;
  maxWidth?: number;
  /** Taken off each column (a card's border, padding), in px. */
  less?: number;
  /**
   * How much wider than its box a cover photo is drawn: a camera's 3:2 photo cropped to a 4:3 box
   * needs 9/8 of the box's width to stay sharp.
   */
  cover?: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * `sizes` of one column of a centred container cut into equal columns, as a browser must be told
 * before any CSS loads: a calc() of the viewport between breakpoints, px once the container stops
 * growing (no min(), which some browsers' `sizes` parsers refuse).
 */
export function columnSizes({
  columns,
  gap = 24,
  inset = PAGE_GUTTERS,
  maxWidth = CONTAINER_MAX,
  less = 0,
  cover = 1,
}: ColumnLayout): string {
  const widest = maxWidth + inset;
  const steps = Object.entries(columns)
    .map(([from, count]) => [Number(from), count] as const)
    .sort((a, b) => b[0] - a[0]);
  const fixed = (count: number) => `${round(((maxWidth - gap * (count - 1)) / count - less) * cover)}px`;
  const fluid = (count: number) => {
    const margin = inset + gap * (count - 1);
    const column = count > 1 ? `(100vw - ${margin}px) / ${count}` : `100vw - ${margin}px`;
    const width = less ? `${column} - ${less}px` : column;
    if (cover === 1) return `calc(${width})`;
    return less || count === 1 ? `calc((${width}) * ${cover})` : `calc(${width} * ${cover})`;
  };
  const entries: string[] = [];
  steps.forEach(([from, count], index) => {
    const upTo = index === 0 ? Infinity : steps[index - 1][0];
    if (from >= widest) return void entries.push(`(min-width: ${from}px) ${fixed(count)}`);
    if (widest < upTo) entries.push(`(min-width: ${widest}px) ${fixed(count)}`);
    entries.push(from > 0 ? `(min-width: ${from}px) ${fluid(count)}` : fluid(count));
  });
  return entries.join(", ");
}
