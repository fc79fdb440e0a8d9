import type { Theme } from "~/cms/schema";
import { isDarkColor } from "~/lib/color";
import { isSafeColor, isSchemeName, schemeNames, schemeTraits, type ColorSchemeName } from "./schemes";

/** Spec 1 §9 and spec 3 §3: presets, radii, grey scale and the three colour schemes. */
export const presets = {
  bleu: { accent: "#0b4a8b", accentStrong: "#073566", accentSoft: "#dbe8f6" },
  rouge: { accent: "#b0102a", accentStrong: "#860b1f", accentSoft: "#f8dde1" },
} as const;
export type PresetName = keyof typeof presets;
export const DEFAULT_PRESET: PresetName = "bleu";

export const DEFAULT_RADII = {
  "border-radius-1": "20px",
  "border-radius-2": "40px",
  "border-radius-3": "120px",
} as const;
const RADIUS_KEYS = Object.keys(DEFAULT_RADII) as (keyof typeof DEFAULT_RADII)[];

export const greyScale = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#6c757d",
  "#495057",
  "#343a40",
  "#1b1d21",
] as const;

export const schemeKeys = [
  "section-bg",
  "section-text",
  "section-muted",
  "button-bg",
  "button-text",
  "button-bg-hover",
  "button-secondary-bg",
  "button-secondary-text",
  "input-bg",
  "input-text",
  "input-border",
  "border",
  "focus-ring",
] as const;
export type SchemeKey = (typeof schemeKeys)[number];

type SchemeColors = {
  colors: (preset: (typeof presets)[PresetName]) => Record<SchemeKey, string>;
};

/** Each scheme's colours for a preset; names, darkness and opposites are in schemes.ts (browser-safe). */
export const colorSchemes: Record<ColorSchemeName, SchemeColors & (typeof schemeTraits)[ColorSchemeName]> = {
  normal: {
    ...schemeTraits["normal"],
    colors: (p) => ({
      "section-bg": "#ffffff",
      "section-text": greyScale[9],
      "section-muted": greyScale[7],
      "button-bg": p.accent,
      "button-text": "#ffffff",
      "button-bg-hover": p.accentStrong,
      "button-secondary-bg": p.accentSoft,
      "button-secondary-text": p.accentStrong,
      "input-bg": "#ffffff",
      "input-text": greyScale[9],
      "input-border": greyScale[6],
      border: greyScale[3],
      "focus-ring": p.accent,
    }),
  },
  "normal-grey": {
    ...schemeTraits["normal-grey"],
    colors: (p) => ({
      "section-bg": greyScale[1],
      "section-text": greyScale[9],
      "section-muted": greyScale[7],
      "button-bg": p.accent,
      "button-text": "#ffffff",
      "button-bg-hover": p.accentStrong,
      "button-secondary-bg": "#ffffff",
      "button-secondary-text": p.accentStrong,
      "input-bg": "#ffffff",
      "input-text": greyScale[9],
      "input-border": greyScale[6],
      border: greyScale[4],
      "focus-ring": p.accent,
    }),
  },
  inverted: {
    ...schemeTraits["inverted"],
    colors: (p) => ({
      "section-bg": p.accentStrong,
      "section-text": "#ffffff",
      "section-muted": greyScale[2],
      "button-bg": "#ffffff",
      "button-text": p.accentStrong,
      "button-bg-hover": greyScale[2],
      "button-secondary-bg": "transparent",
      "button-secondary-text": "#ffffff",
      "input-bg": "#ffffff",
      "input-text": greyScale[9],
      "input-border": greyScale[4],
      border: "rgba(255, 255, 255, 0.3)",
      "focus-ring": "#ffffff",
    }),
  },
};
const SAFE_LENGTH = /^\d+(\.\d+)?(px|rem|em|%)$/;

function radiusValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "0px";
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === "string" && SAFE_LENGTH.test(value.trim())) return value.trim();
  console.warn(`Unsupported pixel unit format "${String(value)}"`);
  return "0px";
}

export type ThemeVariables = {
  root: Record<string, string>;
  schemes: Record<ColorSchemeName, Record<string, string>>;
};

/**
 * The theme as CSS custom properties. Without a `radius` object the preset radii apply; with one,
 * each missing radius falls back to 0px as the spec says.
 */
export function themeToCssVariables(theme: Theme | null | undefined): ThemeVariables {
  const knownPreset = Boolean(theme?.preset && Object.hasOwn(presets, theme.preset));
  const presetName = knownPreset ? (theme?.preset as PresetName) : DEFAULT_PRESET;
  if (theme?.preset && !knownPreset) console.warn(`Unknown theme preset "${theme.preset}" ignored`);
  const preset = presets[presetName];

  const root: Record<string, string> = {
    "--color-accent": preset.accent,
    "--color-accent-strong": preset.accentStrong,
    "--color-accent-soft": preset.accentSoft,
    "--color-text": greyScale[9],
    "--color-background": "#ffffff",
  };
  greyScale.forEach((value, index) => (root[`--grey-${index + 1}`] = value));
  for (const key of RADIUS_KEYS)
    root[`--${key}`] = theme?.radius ? radiusValue(theme.radius[key]) : DEFAULT_RADII[key];

  const schemes = Object.fromEntries(
    schemeNames.map((name) => [
      name,
      Object.fromEntries(Object.entries(colorSchemes[name].colors(preset)).map(([k, v]) => [`--${k}`, v])),
    ]),
  ) as ThemeVariables["schemes"];

  for (const [name, overrides] of Object.entries(theme?.color_schemes ?? {})) {
    if (!isSchemeName(name)) {
      console.warn(`Unknown colour scheme "${name}" in the theme ignored`);
      continue;
    }
    if (typeof overrides !== "object" || overrides === null) {
      console.warn(`Colour scheme "${name}" in the theme is not a set of colours: ignored`);
      continue;
    }
    for (const [key, value] of Object.entries(overrides)) {
      if (!(schemeKeys as readonly string[]).includes(key))
        console.warn(`Unknown colour scheme key "${key}" ignored`);
      else if (!isSafeColor(value))
        console.warn(`Invalid colour "${String(value)}" for ${name}.${key} ignored`);
      else schemes[name][`--${key}`] = value.trim();
    }
  }
  return { root, schemes };
}

export function themeToCss(theme: Theme | null | undefined): string {
  const { root, schemes } = themeToCssVariables(theme);
  const block = (selector: string, vars: Record<string, string>) =>
    `${selector}{${Object.entries(vars)
      .map(([k, v]) => `${k}:${v}`)
      .join(";")}}`;
  return [block(":root", root), ...schemeNames.map((name) => block(`.scheme-${name}`, schemes[name]))].join(
    "\n",
  );
}

/** Whether text on a CMS background colour should be light. */
export function needsLightText(background: string): boolean {
  return isDarkColor(background);
}
