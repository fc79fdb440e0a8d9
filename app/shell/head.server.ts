import type { MetaDescriptor } from "@remix-run/node";
import { assetUrl } from "~/cms/assets";
import { SOCIAL_IMAGE, socialImageUrl } from "~/content/image-url";
import type { PageData } from "~/cms/schema";
import { localize } from "~/i18n/localize";
import { defaultLocale } from "~/i18n/locales";
import type { PagePreview } from "~/seo/page-preview.server";
import type { SiteData } from "~/state/site";

const SAFE_META_KEYS = /^(name|property|content|http-equiv|charset|itemprop)$/;
const SAFE_LINK_KEYS = /^(rel|href|hreflang|type|sizes|media|crossorigin|as|title|color)$/;

/** A CMS head link's address: the site's own paths and http(s) only (no `javascript:`, `data:`). */
function isSafeHeadUrl(value: string): boolean {
  return /^(https?:\/\/|\/(?![/\\]))/i.test(value.trim());
}

/** A meta refresh or a link to an unsafe address could send visitors elsewhere: dropped. */
function isSafeHeadElement(element: Record<string, string>): boolean {
  if (/^refresh$/i.test(element["http-equiv"] ?? "")) return false;
  return element.href === undefined || isSafeHeadUrl(element.href);
}

function pick(element: Record<string, string>, allowed: RegExp): Record<string, string> {
  return Object.fromEntries(Object.entries(element).filter(([key]) => allowed.test(key)));
}

const NO_PREVIEW: PagePreview = { title: null, description: null, image: null, publishedTime: null };

/** The share preview's image: the CMS's SEO image first, else the page's own; cropped to 1200 × 630. */
function previewImage(origin: string, src: string, alt: string): MetaDescriptor[] {
  const url = `${origin}${socialImageUrl(src)}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}

/**
 * Spec 1 §9, issue 2 §7 and issue 36 (docs/seo.md): title, seo, canonical, hreflang alternates, Open
 * Graph and Twitter previews, robots, favicon, custom elements. The preview (a listing's, a post's)
 * fills what the CMS's SEO leaves empty; a listing's own title and description say more than its address.
 */
export function pageHead(
  page: PageData,
  site: SiteData,
  assetsUrl: string | null,
  fallbackTitle: string,
  preview: PagePreview = NO_PREVIEW,
  robots: string | null = null,
): MetaDescriptor[] {
  const locale = site.locale;
  const seo = { ...page.seo, ...(page.content.override?.seo ?? {}) };
  const title = preview.title || localize(seo.title, locale) || localize(page.title, locale) || fallbackTitle;
  const description = preview.description || localize(seo.description, locale);
  const canonical = `${site.fullOrigin}${site.fullPath}`;
  const favicon =
    assetUrl(page.metadata?.favicon, assetsUrl) ??
    (site.brandVersion === 2 ? "/favicon-v2.svg" : "/favicon-v1.svg");

  const alternates = (page.alternate_paths ?? []).map((alternate) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: `${alternate.locale}-CA`,
    href: `${site.fullOrigin}${alternate.path}`,
  }));
  const xDefault = (page.alternate_paths ?? []).find((alternate) => alternate.locale === defaultLocale);
  if (xDefault) {
    alternates.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${site.fullOrigin}${xDefault.path}`,
    });
  }

  const seoImage = assetUrl(seo.image, assetsUrl);
  const image = seoImage ? { src: seoImage, alt: title } : preview.image;
  const custom = page.metadata?.elements;
  const robotsContent = robots ?? seo.robots;
  return [
    { title },
    ...(description
      ? [
          { name: "description", content: description },
          { property: "og:description", content: description },
        ]
      : []),
    ...(robotsContent ? [{ name: "robots", content: robotsContent }] : []),
    { property: "og:title", content: title },
    { property: "og:type", content: preview.publishedTime ? "article" : "website" },
    ...(preview.publishedTime
      ? [{ property: "article:published_time", content: preview.publishedTime }]
      : []),
    { property: "og:locale", content: `${locale}_CA` },
    { property: "og:url", content: canonical },
    ...(image ? previewImage(site.fullOrigin, image.src, image.alt || title) : []),
    { name: "twitter:title", content: title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    { tagName: "link", rel: "icon", href: favicon },
    ...(custom?.meta ?? []).filter(isSafeHeadElement).map((element) => pick(element, SAFE_META_KEYS)),
    ...(custom?.link ?? [])
      .filter(isSafeHeadElement)
      .map((element) => ({ tagName: "link", ...pick(element, SAFE_LINK_KEYS) })),
  ];
}
