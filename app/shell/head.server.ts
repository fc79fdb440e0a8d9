import type { MetaDescriptor } from "@remix-run/node";
import { assetUrl } from "~/cms/assets";
import type { PageData } from "~/cms/schema";
import { localize } from "~/i18n/localize";
import { defaultLocale } from "~/i18n/locales";
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

/** Spec 1 §9 and issue 2 §7: title, seo, canonical, hreflang alternates, Open Graph, favicon, custom elements. */
export function pageHead(
  page: PageData,
  site: SiteData,
  assetsUrl: string | null,
  fallbackTitle: string,
): MetaDescriptor[] {
  const locale = site.locale;
  const seo = { ...page.seo, ...(page.content.override?.seo ?? {}) };
  const title = localize(seo.title, locale) || localize(page.title, locale) || fallbackTitle;
  const description = localize(seo.description, locale);
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

  const image = assetUrl(seo.image, assetsUrl);
  const custom = page.metadata?.elements;
  return [
    { title },
    ...(description
      ? [
          { name: "description", content: description },
          { property: "og:description", content: description },
        ]
      : []),
    ...(seo.robots ? [{ name: "robots", content: seo.robots }] : []),
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: `${locale}_CA` },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    { tagName: "link", rel: "icon", href: favicon },
    ...(custom?.meta ?? []).filter(isSafeHeadElement).map((element) => pick(element, SAFE_META_KEYS)),
    ...(custom?.link ?? [])
      .filter(isSafeHeadElement)
      .map((element) => ({ tagName: "link", ...pick(element, SAFE_LINK_KEYS) })),
  ];
}
