export const VIEWPORT_ROOT_MARGIN = "25%";

/** `object-position` from the CMS centre point, 50% 50% by default (spec 3 §9). */
export function objectPosition(center: { x: number; y: number } | null | undefined): string {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  if (!center) return "50% 50%";
  return `${clamp(center.x)}% ${clamp(center.y)}%`;
}

/** The five CMS filters as a CSS `filter` (blur in px, the others as factors). */
export function cssFilter(
  filters:
    | Partial<Record<"blur" | "brightness" | "contrast" | "opacity" | "saturate", number | null>>
    | null
    | undefined,
): string | undefined {
  if (!filters) return undefined;
  const parts: string[] = [];
  if (typeof filters.blur === "number" && filters.blur > 0) parts.push(`blur(${filters.blur}px)`);
  for (const name of ["brightness", "contrast", "opacity", "saturate"] as const) {
    const value = filters[name];
    if (typeof value === "number" && value >= 0) parts.push(`${name}(${value})`);
  }
  return parts.length ? parts.join(" ") : undefined;
}

/** Spec 3 §5: fetch priority is high or low; anything else is ignored. */
export function validFetchPriority(value: unknown): "high" | "low" | undefined {
  return value === "high" || value === "low" ? value : undefined;
}
