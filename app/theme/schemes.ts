/**
 * The colour schemes' names, darkness and opposites: what the browser needs (edit mode, the header's
 * logo choice). Their colours, which only the server turns into CSS, are in theme.ts.
 */
export const schemeTraits = {
  normal: { isDark: false, icon: "sun", opposite: "inverted", softOpposite: "normal-grey" },
  "normal-grey": { isDark: false, icon: "sun-cloud", opposite: "inverted", softOpposite: "normal" },
  inverted: { isDark: true, icon: "moon", opposite: "normal", softOpposite: "normal-grey" },
} as const;

export type ColorSchemeName = keyof typeof schemeTraits;
export const schemeNames = Object.keys(schemeTraits) as ColorSchemeName[];
export const DEFAULT_SCHEME: ColorSchemeName = "normal";

export function isSchemeName(name: unknown): name is ColorSchemeName {
  return typeof name === "string" && Object.hasOwn(schemeTraits, name);
}

/** A scheme name from the CMS; unknown names are ignored with a warning (spec 3 §5). */
export function schemeOrDefault(name: string | null | undefined): ColorSchemeName {
  if (!name) return DEFAULT_SCHEME;
  if (isSchemeName(name)) return name;
  console.warn(`Unknown colour scheme "${name}" ignored`);
  return DEFAULT_SCHEME;
}

/** Edit mode: the next scheme in order, wrapping to the first (spec 3 §4). */
export function nextColorScheme(name: string | null | undefined): ColorSchemeName {
  const index = schemeNames.indexOf(isSchemeName(name) ? name : DEFAULT_SCHEME);
  return schemeNames[(index + 1) % schemeNames.length];
}

export function isDarkScheme(name: string | null | undefined): boolean {
  return schemeTraits[isSchemeName(name) ? name : DEFAULT_SCHEME].isDark;
}

export function oppositeScheme(name: ColorSchemeName, soft = false): ColorSchemeName {
  return soft ? schemeTraits[name].softOpposite : schemeTraits[name].opposite;
}

/**
 * The scheme whose buttons, borders and accents suit a custom background: the given one when its
 * darkness matches, else its opposite. Unknown darkness keeps the scheme.
 */
export function schemeForSurface(scheme: ColorSchemeName, dark: boolean | undefined): ColorSchemeName {
  if (dark === undefined || schemeTraits[scheme].isDark === dark) return scheme;
  return oppositeScheme(scheme);
}

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%/]+\)|transparent)$/i;

export function isSafeColor(value: unknown): value is string {
  return typeof value === "string" && SAFE_COLOR.test(value.trim());
}
