/** What the editor's embed code asks to run: external script addresses and inline code. */
export type EmbedScript = { src: string } | { code: string };

/**
 * Accepts plain JavaScript, or markup holding `<script>` elements (with `src` or inline code).
 * Only http(s) and same-site addresses are loaded.
 */
export function parseEmbed(source: string): EmbedScript[] {
  const trimmed = source.trim();
  if (!trimmed) return [];
  if (!/<script\b/i.test(trimmed)) return [{ code: trimmed }];
  const scripts: EmbedScript[] = [];
  for (const match of trimmed.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = match[1].match(/\bsrc\s*=\s*["']([^"']+)["']/i)?.[1];
    if (src) {
      if (/^(https:\/\/|\/(?!\/))/i.test(src)) scripts.push({ src });
    } else if (match[2].trim()) scripts.push({ code: match[2].trim() });
  }
  return scripts;
}
