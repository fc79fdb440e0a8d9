import { createHash, timingSafeEqual } from "node:crypto";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { fixedT } from "~/i18n/fixed-t";
import { locales } from "~/i18n/locales";
import { qaPaths } from "~/i18n/routes";
import { fetchDemoBlocks } from "./demo-page.server";
import type { PageErrorData } from "./page.server";
import { isPrivateRequest, loadPage } from "./page.server";
import { getRequestContext } from "./request-context.server";
import type { PageData } from "./schema";
import { brandVersionOf, type SiteData } from "~/state/site";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The page as the browser gets it: without the site key, which only the server uses upstream. */
export type PublicPageData = Omit<PageData, "site_key">;
export type PageLoaderData = { page: PublicPageData; site: SiteData };

function withoutSiteKey({ site_key: _siteKey, ...page }: PageData): PublicPageData {
  return page;
}

type QaPage = keyof typeof qaPaths;

function qaPageOf(path: string): QaPage | null {
  for (const [name, paths] of Object.entries(qaPaths)) {
    if (Object.values(paths).includes(path as never)) return name as QaPage;
  }
  return null;
}

/**
 * The QA pages (spec 1 §2): the site's chrome from the locale's home page, the content from the
 * CMS demo-page call; the general-settings page shows the theme.
 */
async function loadQaPage(
  qa: QaPage,
  request: { locale: Locale; domainName: string; query: URLSearchParams; signal: AbortSignal },
) {
  const [home, blocks] = await Promise.all([
    loadPage({ ...request, path: `/${request.locale}` }),
    qa === "sections" ? fetchDemoBlocks(request.locale, request.signal) : Promise.resolve([]),
  ]);
  const content =
    qa === "sections" ? blocks : [{ block_type: "qa-general-settings", block_params: {}, fields: {} }];
  return {
    ...home,
    title: Object.fromEntries(locales.map((locale) => [locale, fixedT(locale)(`qa.${qa}`)])),
    seo: { robots: "noindex, nofollow" },
    alternate_paths: Object.entries(qaPaths[qa]).map(([locale, path]) => ({
      locale: locale as Locale,
      path,
    })),
    variant: null,
    content: { fields: content, override: null },
  };
}

/** Constant-time comparison, so response timing tells nothing about the secret. */
function isPreviewToken(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}

export function notFound(): never {
  const body: PageErrorData = { messageKey: "404-message" };
  throw data(body, { status: 404, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

/** The loader of every CMS page (`/fr`, `/en`, `/fr/*`, `/en/*`). */
export async function loadPageRoute({ request, params }: LoaderFunctionArgs) {
  const locale = params.lang;
  if (!isLocale(locale)) notFound();

  const config = getConfig();
  const context = getRequestContext(request, config.publicOrigin);
  const query = new URL(request.url).searchParams;
  const qa = qaPageOf(context.fullPath);
  const pageRequest = { locale, query, domainName: context.domainName, signal: request.signal };
  const page = qa
    ? await loadQaPage(qa, pageRequest)
    : await loadPage({ ...pageRequest, path: context.fullPath });

  const editMode = isPreviewToken(query.get("preview_token"), config.previewToken);
  const site: SiteData = {
    locale,
    production: page.production,
    micrositeId: page.microsite_id,
    siteId: page.site_id,
    siteType: page.site_type,
    recaptchaSiteKey: page.recaptcha?.site_key ?? null,
    captchaProvider: config.captchaProvider,
    brandVersion: brandVersionOf(page),
    domainName: context.domainName,
    fullOrigin: context.fullOrigin,
    fullPath: context.fullPath,
    assetsUrl: config.assetsUrl,
    variant: page.variant,
    theme: page.theme ?? {},
    metadata: page.metadata ?? {},
    header: page.header,
    footer: page.footer,
    footerOverride: page.content.override?.footer ?? [],
    contactForm: {
      showConsent: page.metadata?.contact_form?.show_consent ?? true,
      contactName: page.metadata?.contact_form?.contact_name ?? null,
    },
    editMode,
  };

  const personal = editMode || qa !== null || page.variant !== null || isPrivateRequest(query);
  return data<PageLoaderData>(
    { page: withoutSiteKey(page), site },
    { headers: { "Cache-Control": personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL } },
  );
}
