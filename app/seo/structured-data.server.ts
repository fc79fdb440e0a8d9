import type { BreadcrumbList, RealEstateAgent, WithContext } from "schema-dts";
import { plain, type BlogPostFields } from "~/blocks/blog/blog-post/fields.server";
import type { PropertyDetailsFields } from "~/blocks/properties/property-details/fields.server";
import type { PreparedBlock } from "~/blocks/types";
import type { PageData } from "~/cms/schema";
import type { PreparedImage, PreparedLink } from "~/content/prepared";
import { routeKeyOfPath, routePath } from "~/i18n/routes";
import type { TFunction } from "~/i18n/translate";
import { jsonLdScript, realEstateAgent } from "~/lib/structured-data";
import type { SiteData } from "~/state/site";
import { absoluteUrl } from "./absolute-url";

type Crumb = { name: string; url: string };

/** schema.org `BreadcrumbList`: each step named in the page's language, at its absolute address. */
export function breadcrumbList(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Home › Properties › municipality › listing; Home › Blog › post. */
function crumbsOf(main: PreparedBlock[], site: SiteData, t: TFunction): Crumb[] | null {
  const origin = site.fullOrigin;
  const home = { name: t("meta.breadcrumb-home"), url: `${origin}${routePath("home", site.locale)}` };
  const here = `${origin}${site.fullPath}`;
  const details = main.find((block) => block.block_type === "property-details");
  if (details) {
    const { listing } = details.fields as PropertyDetailsFields;
    const search = `${origin}${routePath("properties-search", site.locale)}`;
    const municipality =
      listing.city && listing.mun_code
        ? [{ name: listing.city, url: `${search}?mun=${encodeURIComponent(listing.mun_code)}` }]
        : [];
    return [
      home,
      { name: t("meta.breadcrumb-properties"), url: search },
      ...municipality,
      { name: listing.address, url: here },
    ];
  }
  const post = main.find((block) => block.block_type === "blog-post");
  if (post) {
    const title = plain((post.fields as BlogPostFields).main_title);
    return [
      home,
      { name: t("meta.breadcrumb-blog"), url: `${origin}${routePath("blog", site.locale)}` },
      { name: title || site.fullPath, url: here },
    ];
  }
  return null;
}

function fieldsOf(blocks: PreparedBlock[]): Record<string, unknown>[] {
  return blocks.map((block) => (block.fields ?? {}) as Record<string, unknown>);
}

/** The agency (or broker) behind the site, with its logo, address and social profiles: on the home page. */
function agencyOf(page: PageData, header: PreparedBlock[], footer: PreparedBlock[], site: SiteData) {
  const agency = page.metadata?.agency;
  const chrome = fieldsOf([...footer, ...header]);
  const logo = chrome
    .map((fields) => (fields.logo_image_dark ?? fields.logo_image_light) as PreparedImage | undefined)
    .find((image) => image?.src);
  const footerName = chrome.map((fields) => fields.agency).find((name) => typeof name === "string" && name);
  const name = agency?.name || (typeof footerName === "string" ? footerName : "") || logo?.alt;
  if (!name) return null;
  const links = chrome.flatMap(
    (fields) => (fields.icon_links_repeater as { link?: PreparedLink }[] | undefined) ?? [],
  );
  const url = `${site.fullOrigin}${routePath("home", site.locale)}`;
  const object: WithContext<RealEstateAgent> = realEstateAgent({
    id: `${url}#agency`,
    name,
    url,
    logo: absoluteUrl(logo?.src, site.fullOrigin),
    image: absoluteUrl(logo?.src, site.fullOrigin),
    telephone: agency?.telephone,
    email: agency?.email,
    address: agency
      ? {
          street: agency.street,
          city: agency.city,
          region: agency.region,
          postalCode: agency.postal_code,
          country: agency.country,
        }
      : null,
    sameAs: links.map(({ link }) => (link?.kind === "external" ? link.href : undefined)),
  });
  return object;
}

/**
 * The page's own JSON-LD (besides its blocks'): breadcrumbs on listings and posts, the agency on the
 * home page. Escaped for an inline script; null when the page has none.
 */
export function pageJsonLd(
  page: PageData,
  blocks: { header: PreparedBlock[]; main: PreparedBlock[]; footer: PreparedBlock[] },
  site: SiteData,
  t: TFunction,
): string | null {
  if (routeKeyOfPath(site.fullPath) === "home") {
    const agency = agencyOf(page, blocks.header, blocks.footer, site);
    return agency ? jsonLdScript(agency) : null;
  }
  const crumbs = crumbsOf(blocks.main, site, t);
  return crumbs ? jsonLdScript(breadcrumbList(crumbs)) : null;
}
