import { isDarkColor, parseColor, readableTextOn } from "~/lib/color";
import { isSafeColor } from "~/theme/schemes";

/** The colours a CMS surface (a block, a card, a button) ends up with. */
export type SurfaceColors = {
  background?: string;
  text?: string;
  /** Whether the background is dark; undefined when there is none or it cannot be judged. */
  dark?: boolean;
};

/** Only an opaque colour can be judged: a translucent one shows whatever lies beneath it. */
function isJudgeable(value: string): boolean {
  if (!parseColor(value)) return false;
  const args = value.match(/^rgba?\((.*)\)$/i);
  if (!args) return true;
  const alpha = args[1].split(/[\s,/]+/).filter(Boolean)[3];
  if (alpha === undefined) return true;
  return (alpha.endsWith("%") ? Number(alpha.slice(0, -1)) / 100 : Number(alpha)) >= 1;
}

/**
 * A CMS background and text colour, each kept only when it is a safe CSS colour. When the CMS gives
 * a background but no text colour, the text is chosen to be readable on it (spec 3 §9: dark when
 * the RGB sum is at most 382.5), so a dark background never keeps the scheme's dark text.
 */
export function surfaceColors(background: unknown, text: unknown): SurfaceColors {
  const bg = isSafeColor(background) ? background.trim() : undefined;
  const judged = bg && isJudgeable(bg) ? bg : undefined;
  const dark = judged ? isDarkColor(judged) : undefined;
  const chosenText = isSafeColor(text) ? text.trim() : judged ? readableTextOn(judged) : undefined;
  return { background: bg, text: chosenText, dark };
}
