/**
 * A statistic's photo (items.module.css `.mediaGrid`): cards of at least 30rem, as many as fit
 * (two from 1032 px, one when alone), the photo taking the card's width inside its 1.5rem padding and
 * border, then 2/5 of it beside the figure (gap 1.5rem) from 768 px.
 */
export function statisticImageSizes(count: number): string {
  const alone =
    "(min-width: 1328px) 482px, (min-width: 768px) calc((100vw - 122px) * 0.4), calc(100vw - 98px)";
  if (count < 2) return alone;
  return `(min-width: 1328px) 222px, (min-width: 1032px) calc((100vw - 220px) * 0.2), ${alone.split(", ").slice(1).join(", ")}`;
}
