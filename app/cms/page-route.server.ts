import { data, type LoaderFunctionArgs, type MetaDescriptor } from "@remix-run/node";
import { modulePreloads } from "~/blocks/chunks.server";
import type { BlockLoadContext } from "~/blocks/define-fields.server";
import { prepareBlocks } from "~/blocks/prepare.server";
import { isBlockType, loadBlockFields } from "~/blocks/registry";
import type { PreparedBlock } from "~/blocks/types";
import { getConfig } from "~/config.server";
import { markDegraded, trackDegradation } from "~/core/degraded.server";
import { INTERNAL_QUERY_PARAMS, isCarriedQueryValue } from "~/content/link-href";
import { fixedT } from "~/i18n/fixed-t";
import { isLocale, type Locale } from "~/i18n/locales";
import { loadNamespaces } from "~/i18n/messages";
import { routeKeyOfPath } from "~/i18n/routes";
import { withCanonicalRuleOf } from "~/seo/canonical.server";
import { pagePreview } from "~/seo/page-preview.server";
import { pageJsonLd } from "~/seo/structured-data.server";
import { isUnindexedQuery } from "~/seo/robots.server";
import { pageHead } from "~/shell/head.server";
import { brandVersionOf, type SiteData } from "~/state/site";
import { readableTextOn } from "~/lib/color";
import { isSafeColor } from "~/theme/schemes";
import { themeToCss } from "~/theme/theme";
import { firstResultPreload, lcpImagePreload } from "./lcp-preload.server";
import { createPageCache } from "./page-cache.server";
import type { PageErrorData } from "./page.server";
import { cacheKey, isPrivateRequest, loadPage, PRIVATE_CACHE_CONTROL } from "./page.server";
import { isPreviewToken } from "./preview-token.server";
import { loadQaPage, qaPageOf } from "./qa-page.server";
import { getRequestContext, isOriginFromRequest, type RequestContext } from "./request-context.server";
import type { PageData } from "./schema";

/**
 * Shared caches (the load balancer, a CDN) may keep a public page a minute, refresh it in the
 * background for five more, and keep serving it while we answer errors for as long as this process
 * keeps its own last good copy (STALE_IF_ERROR_SECONDS, RFC 5861).
 */
export function publicCacheControl(): string {
  const staleIfError = getConfig().staleIfErrorSeconds;
  return `public, max-age=0, s-maxage=60, stale-while-revalidate=300${staleIfError > 0 ? `, stale-if-error=${staleIfError}` : ""}`;
}
export { PRIVATE_CACHE_CONTROL };

/**
 * What a page sends to the browser: blocks already parsed and resolved for this language, the head
 * and theme as they will be written, and the chunks to preload. No raw CMS answer, no site key.
 */
export type PageLoaderData = {
  site: SiteData;
  head: MetaDescriptor[];
  themeCss: string;
  header: PreparedBlock[];
  main: PreparedBlock[];
  footer: PreparedBlock[];
  /** Script chunks of this page's first-view blocks, for modulepreload links. */
  preloads: string[];
  /** The lazy text namespaces of those blocks: the page carries them (app/i18n/page-texts.tsx). */
  firstViewTexts: string[];
  /** The page's own JSON-LD (breadcrumbs, the agency), escaped for an inline script (docs/seo.md). */
  jsonLd?: string | null;
};

export function notFound(): never {
  const body: PageErrorData = { messageKey: "404-message" };
  throw data(body, { status: 404, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

/**
 * The query string internal links carry (spec 1 §7): only `variant` and `preview_token`, and only
 * when valid: a variant that is a short id, a preview token that is the configured secret. Anything
 * else would be copied into every link of the page (a forged 10 KB token made a 726 KB page).
 */
export function internalSearch(query: URLSearchParams, previewToken = getConfig().previewToken): string {
  const kept = new URLSearchParams();
  for (const name of INTERNAL_QUERY_PARAMS) {
    const value = query.get(name);
    if (value === null || !isCarriedQueryValue(name, value)) continue;
    if (name === "preview_token" && !isPreviewToken(value, previewToken)) continue;
    kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}

const VARIANT_BANNER_COLOR = "#6b21a8";

function variantBanner(variant: NonNullable<PageData["variant"]>): NonNullable<SiteData["variant"]> {
  const background = isSafeColor(variant.color) ? variant.color.trim() : VARIANT_BANNER_COLOR;
  return { id: variant.id, name: variant.name, background, text: readableTextOn(background) };
}

function siteDataOf(page: PageData, locale: Locale, context: RequestContext, editMode: boolean): SiteData {
  const config = getConfig();
  return {
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
    variant: page.variant ? variantBanner(page.variant) : null,
    alternatePaths: page.alternate_paths ?? [],
    contactForm: {
      showConsent: page.metadata?.contact_form?.show_consent ?? true,
      contactName: page.metadata?.contact_form?.contact_name ?? null,
    },
    editMode,
  };
}

/** Main blocks whose code the first view loads at once; later ones load as they near the viewport. */
const FIRST_VIEW_MAIN_BLOCKS = 2;

/**
 * The blocks whose code the first view needs: interactive ones in the header and the first main
 * blocks. Static blocks need none; the others are marked deferred (edit mode renders every block).
 */
function firstViewBlocks(header: PreparedBlock[], main: PreparedBlock[], footer: PreparedBlock[]) {
  const later = [...main.slice(FIRST_VIEW_MAIN_BLOCKS), ...footer].filter((block) => !block.static);
  for (const block of later) if (!block.eager) block.deferred = true;
  const first = [...header, ...main.slice(0, FIRST_VIEW_MAIN_BLOCKS)].filter((block) => !block.static);
  // Blocks that load on intent or when idle keep their server HTML in the first view too.
  for (const block of first) if (block.loadOn) block.deferred = true;
  return [...first.filter((block) => !block.loadOn), ...later.filter((block) => block.eager)];
}

/** Everything the page renders, prepared once per page, language, origin and internal query. */
async function preparePage(page: PageData, site: SiteData, search: string): Promise<PageLoaderData> {
  const config = getConfig();
  const context = { locale: site.locale, siteOrigin: site.fullOrigin, assetsUrl: config.assetsUrl, search };
  const override = page.content.override?.footer ?? [];
  // The properties search page has no footer (spec 1 §2).
  const footerBlocks =
    routeKeyOfPath(site.fullPath) === "properties-search" ? [] : override.length > 0 ? override : page.footer;
  const [header, main, footer] = await Promise.all([
    prepareBlocks(page.header, context),
    prepareBlocks(page.content.fields, context),
    prepareBlocks(footerBlocks, context),
  ]);
  const needed = site.editMode ? [...header, ...main, ...footer] : firstViewBlocks(header, main, footer);
  const t = fixedT(site.locale);
  return {
    site,
    head: [
      ...pageHead(
        page,
        site,
        config.assetsUrl,
        t("meta.default-title"),
        pagePreview(header, main, site.locale, t),
      ),
      ...lcpImagePreload(main),
    ],
    themeCss: themeToCss(page.theme),
    header,
    main,
    footer,
    jsonLd: pageJsonLd(page, { header, main, footer }, site, t),
    preloads: modulePreloads(needed.map((block) => block.block_type)),
    firstViewTexts: [...new Set(needed.flatMap((block) => block.texts ?? []))],
  };
}

/** What blocks' server loads need of the site; never sent to the browser. */
type UpstreamSite = BlockLoadContext["site"];

function upstreamSiteOf(page: PageData): UpstreamSite {
  return {
    micrositeId: page.microsite_id,
    siteKey: page.site_key,
    siteType: page.site_type,
    brandVersion: brandVersionOf(page),
  };
}

/**
 * The blocks' per-request data (define-fields.server.ts `load`), on a copy of the prepared page: the
 * cached one stays as it was prepared. A load that throws gives its block no data and a warning.
 */
async function withBlockData(
  prepared: PageLoaderData,
  context: Omit<BlockLoadContext, "locale">,
): Promise<PageLoaderData> {
  const locale = prepared.site.locale;
  const all = [...prepared.header, ...prepared.main, ...prepared.footer];
  const loads = new Map(
    await Promise.all(
      all.map(async (block) => {
        const fields = isBlockType(block.block_type) ? await loadBlockFields(block.block_type) : undefined;
        return [block, fields?.load?.bind(fields)] as const;
      }),
    ),
  );
  await loadNamespaces(
    locale,
    all.flatMap((block) => block.texts ?? []),
  );
  // Most pages have no such block: the cached page itself answers.
  if (![...loads.values()].some(Boolean)) return prepared;
  const withData = (blocks: PreparedBlock[]) =>
    Promise.all(
      blocks.map(async (block) => {
        const load = loads.get(block);
        if (!load) return block;
        try {
          return { ...block, data: await load(block.fields, { ...context, locale }) };
        } catch (error) {
          if (context.signal.aborted) throw error;
          console.warn(`Block ${block.block_type}: its data could not be loaded`, error);
          markDegraded();
          return { ...block, data: null };
        }
      }),
    );
  const [header, main, footer] = await Promise.all([
    withData(prepared.header),
    withData(prepared.main),
    withData(prepared.footer),
  ]);
  return {
    ...prepared,
    head: [...prepared.head, ...firstResultPreload(main.slice(0, FIRST_VIEW_MAIN_BLOCKS))],
    header,
    main,
    footer,
  };
}

/**
 * A control character (server/canonical-path.mjs turns an encoded one into U+FFFD, so the request
 * reaches this route): no page has one in its address, and the CMS is not asked.
 */
function isNoPagePath(path: string): boolean {
  try {
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f\ufffd]/.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/** Prepared public pages, so a cached page costs neither parsing nor sanitising again. */
const preparedPages = createPageCache<{ page: PageLoaderData; upstream: UpstreamSite }>();

/** The loader of every CMS page (`/fr`, `/en`, `/fr/*`, `/en/*`). */
export async function loadPageRoute({ request, params }: LoaderFunctionArgs) {
  const locale = params.lang;
  if (!isLocale(locale)) notFound();

  const config = getConfig();
  const context = getRequestContext(request, config.publicOrigin);
  if (isNoPagePath(context.fullPath)) notFound();
  const query = new URL(request.url).searchParams;
  const qa = qaPageOf(context.fullPath);
  const pageRequest = { locale, query, domainName: context.domainName, signal: request.signal };
  const editMode = isPreviewToken(query.get("preview_token"), config.previewToken);
  const cacheable = !editMode && qa === null && !isPrivateRequest(query);
  // The key follows what is known of the page: its filters count only once it shows a search block.
  const keyNow = () => `${cacheKey({ ...pageRequest, path: context.fullPath })}|${context.fullOrigin}`;

  let cached = cacheable ? preparedPages.get(keyNow()) : undefined;
  if (!cached) {
    const page = qa
      ? await loadQaPage(qa, pageRequest)
      : await loadPage({ ...pageRequest, path: context.fullPath });
    cached = {
      page: await preparePage(page, siteDataOf(page, locale, context, editMode), internalSearch(query)),
      upstream: upstreamSiteOf(page),
    };
    if (cacheable && cached.page.site.variant === null)
      preparedPages.set(keyNow(), cached, config.pageCacheSeconds);
  }
  const { value: prepared, degraded } = await trackDegradation(() =>
    withBlockData(cached.page, {
      query,
      path: context.fullPath,
      origin: context.fullOrigin,
      site: cached.upstream,
      signal: request.signal,
    }),
  );

  const personal = degraded || !cacheable || prepared.site.variant !== null || isOriginFromRequest(config);
  // Previews, variants and edit mode are never indexed, whatever a crawler was told (docs/seo.md).
  const unindexed = editMode || prepared.site.variant !== null || isUnindexedQuery(query);
  return data<PageLoaderData>(withCanonicalRuleOf(prepared, query), {
    headers: {
      "Cache-Control": personal ? PRIVATE_CACHE_CONTROL : publicCacheControl(),
      ...(unindexed ? { "X-Robots-Tag": "noindex" } : {}),
    },
  });
}
