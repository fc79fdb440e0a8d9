import { columnSizes } from "~/content/column-sizes";

/** The featured articles' other cards: 17rem or more each (auto-fit), as many as there are, up to 4. */
export function articleGridImageSizes(count: number): string {
  const columns: Record<number, number> = { 0: 1 };
  for (const [from, fit] of [
    [616, 2],
    [912, 3],
    [1208, 4],
  ] as const)
    if (fit <= count) columns[from] = fit;
  return columnSizes({ columns, less: 2 });
}
