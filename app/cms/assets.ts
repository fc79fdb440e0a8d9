/** A CMS media URL made absolute: absolute and data URLs pass through, others join the assets base. */
export function assetUrl(
  url: string | null | undefined,
  assetsBase: string | null | undefined,
): string | undefined {
  if (!url) return undefined;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith("data:") || url.startsWith("/")) return url;
  if (!assetsBase) return `/${url}`;
  return `${assetsBase.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}
