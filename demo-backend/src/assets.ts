/** Generated SVG images, so the demo needs no photo from outside. */
const PALETTES = [
  ["#dbeafe", "#1e3a8a", "#60a5fa"],
  ["#fde68a", "#78350f", "#f59e0b"],
  ["#dcfce7", "#14532d", "#22c55e"],
  ["#fee2e2", "#7f1d1d", "#ef4444"],
  ["#ede9fe", "#4c1d95", "#8b5cf6"],
  ["#e0f2fe", "#0c4a6e", "#0ea5e9"],
  ["#fae8ff", "#701a75", "#d946ef"],
  ["#f1f5f9", "#0f172a", "#64748b"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function logo(name: string): string {
  const dark = name.includes("dark");
  const fill = dark ? "#0b2545" : "#ffffff";
  const label = name.includes("powered")
    ? "Propulsé par Horizon Web"
    : name.includes("second")
      ? "Réseau Horizon"
      : "Horizon";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="${escapeXml(label)}">
<path d="M6 30 24 12l18 18v14H6z" fill="none" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/>
<path d="M0 44h48" stroke="${fill}" stroke-width="4"/>
<text x="58" y="34" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${fill}">${escapeXml(label)}</text></svg>`;
}

function scene(name: string, width: number, height: number): string {
  const seed = hash(name);
  const [sky, ink, accent] = PALETTES[seed % PALETTES.length];
  const roofShift = (seed >> 4) % 80;
  const house = (x: number, w: number, h: number) =>
    `<path d="M${x} ${height - 60 - h} l${w / 2} ${-w / 3} l${w / 2} ${w / 3} v${h} h${-w}z" fill="${ink}"/>` +
    `<rect x="${x + w * 0.4}" y="${height - 60 - h * 0.55}" width="${w * 0.2}" height="${h * 0.55}" fill="${accent}"/>` +
    `<rect x="${x + w * 0.12}" y="${height - 60 - h * 0.8}" width="${w * 0.18}" height="${w * 0.15}" fill="${sky}"/>` +
    `<rect x="${x + w * 0.7}" y="${height - 60 - h * 0.8}" width="${w * 0.18}" height="${w * 0.15}" fill="${sky}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.1}" fill="${accent}" opacity="0.8"/>
<rect y="${height - 60}" width="${width}" height="60" fill="${accent}" opacity="0.35"/>
${house(width * 0.15 + roofShift, width * 0.3, height * 0.35)}
${house(width * 0.55, width * 0.22, height * 0.25)}
</svg>`;
}

function avatar(name: string): string {
  const [sky, ink] = PALETTES[hash(name) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${sky}"/><circle cx="100" cy="78" r="38" fill="${ink}"/>
<path d="M30 200c6-50 36-76 70-76s64 26 70 76z" fill="${ink}"/></svg>`;
}

/** The SVG for an asset path such as `photos/house-3.svg`, `images/hero-1.svg`, `logos/horizon-light.svg`. */
export function renderAsset(assetPath: string): string | null {
  if (!/^[\w/-]+\.svg$/.test(assetPath) || assetPath.includes("..")) return null;
  if (assetPath.startsWith("logos/")) return logo(assetPath);
  if (assetPath.startsWith("avatars/")) return avatar(assetPath);
  const wide = assetPath.startsWith("images/hero") || assetPath.startsWith("images/banner");
  return scene(assetPath, wide ? 1600 : 1200, wide ? 900 : 800);
}
