/**
 * Spec 2 §2 grid rules for the last multi-redirect tiles, on a 6-column grid (a normal tile spans 2,
 * three per row):
 *  - count mod 3 = 2: the last two tiles are half width (span 3);
 *  - count mod 3 = 1 with a single tile: it is full width (span 6);
 *  - count mod 3 = 1 otherwise: a mosaic — the last four tiles form two rows of halves (span 3).
 */
export type TileSpan = 2 | 3 | 6;

export function tileSpans(count: number): TileSpan[] {
  const spans: TileSpan[] = Array.from({ length: count }, () => 2);
  const rest = count % 3;
  if (rest === 2) {
    spans[count - 1] = 3;
    spans[count - 2] = 3;
  } else if (rest === 1) {
    if (count === 1) spans[0] = 6;
    else for (let i = count - 4; i < count; i += 1) spans[i] = 3;
  }
  return spans;
}

/** Numbered tiles show a two-digit index. */
export function twoDigits(index: number): string {
  return String(index).padStart(2, "0");
}

/**
 * A tile's photo (MultiRedirect.module.css): the tile's width inside its 1.5rem padding and border,
 * on the 6-column grid (gap 1.5rem) from 768 px; 40 % of it beside the text in the horizontal variant,
 * 45 % in a lone full-width tile.
 */
export function tileImageSizes(variant: string, span: TileSpan): string {
  const share = span === 6 ? 0.45 : variant === "horizontal" ? 0.4 : 1;
  const gridInner = `(100vw - 168px) / ${6 / span} + ${24 * span - 74}px`;
  const widest = Math.round((1160 * (span / 6) + 24 * span - 74) * share);
  const phone = variant === "horizontal" ? "calc((100vw - 98px) * 0.4)" : "calc(100vw - 98px)";
  const md = share === 1 ? `calc(${gridInner})` : `calc((${gridInner}) * ${share})`;
  return `(min-width: 1328px) ${widest}px, (min-width: 768px) ${md}, ${phone}`;
}
