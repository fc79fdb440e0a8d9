/** An address made absolute against the site's origin (structured data and previews read no relative IRI). */
export function absoluteUrl(url: string | null | undefined, origin: string | null): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (!origin || !url.startsWith("/") || url.startsWith("//")) return undefined;
  return `${origin}${url}`;
}
