/** Parses #rgb, #rrggbb or rgb()/rgba() into channels; null for anything else. */
export function parseColor(value: string): { r: number; g: number; b: number } | null {
  const hex = value.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
    };
  }
  const rgb = value.trim().match(/^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i);
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]) };
  return null;
}

/** Spec 1 §9: a colour is dark when the sum of its RGB channels is at most 382.5. */
export function isDarkColor(value: string): boolean {
  const color = parseColor(value);
  if (!color) return false;
  return color.r + color.g + color.b <= 382.5;
}

export function readableTextOn(background: string): string {
  return isDarkColor(background) ? "#ffffff" : "#111111";
}

/** Mixes a colour toward black by `ratio` of its own value (0.85 keeps 85 %), for hover shades. */
export function shadeColor(value: string, ratio: number): string {
  const color = parseColor(value);
  if (!color) return value;
  const channel = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n * ratio)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}
