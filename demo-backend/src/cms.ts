import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "./db";
import { HttpError } from "./http";
import { fillPropertyBlocks } from "./core-data";
import { listingPage } from "./listing-page";
import { fillMemberBlocks } from "./members";
import { withSuccursales } from "./offices";

type Lang = "fr" | "en";
type Json = Record<string, unknown>;
type Block = Json;

export type Site = Json & {
  id: number;
  microsite_id: number;
  site_key: string;
  site_type: "broker" | "agency";
  domains: string[];
  header: Block[];
  footer: Block[];
  metadata?: Json;
};

export type PageFile = {
  paths: Partial<Record<Lang, string>>;
  title?: Json;
  seo?: Json;
  content: { fields: Block[] };
  metadata?: Json;
  header?: Block[];
  override?: Json;
  variants?: { id: number | string; name: string; color?: string; content: { fields: Block[] } }[];
};

export type Content = { sites: Map<number, Site>; pages: PageFile[] };

function readJsonFiles<T>(dir: string): T[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      try {
        return JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;
      } catch (error) {
        throw new Error(`Invalid JSON in ${path.join(dir, name)}: ${(error as Error).message}`);
      }
    });
}

export function loadContent(root: string): Content {
  const sites = readJsonFiles<Site>(path.join(root, "sites"));
  return {
    sites: new Map(sites.map((site) => [site.id, site])),
    pages: readJsonFiles<PageFile>(path.join(root, "pages")),
  };
}

/** Fixed answers for the status rules the site must handle (spec 1 §4). */
const STATUS_PAGES: Record<string, { status: number; body?: unknown; location?: string; delayMs?: number }> =
  {
    "/fr/test-301": { status: 301, body: { location: "/fr" }, location: "/fr" },
    "/en/test-301": { status: 301, body: { location: "/en" }, location: "/en" },
    "/fr/test-302": { status: 302, body: { location: "/fr/contact" }, location: "/fr/contact" },
    "/en/test-302": { status: 302, body: { location: "/en/contact" }, location: "/en/contact" },
    "/fr/test-redirect-sans-location": { status: 301, body: {} },
    "/fr/test-403": { status: 403, body: { message: "Forbidden" } },
    "/en/test-403": { status: 403, body: { message: "Forbidden" } },
    "/fr/test-503": { status: 503, body: { message: "Maintenance" } },
    "/en/test-503": { status: 503, body: { message: "Maintenance" } },
    "/fr/test-500": { status: 500, body: { message: "Server error" } },
    "/fr/test-418": { status: 418, body: { message: "I'm a teapot" } },
    "/fr/test-string": { status: 200, body: "oops" },
    "/fr/test-invalid": { status: 200, body: { content: 42 } },
    "/fr/test-slow": { status: 200, body: {}, delayMs: 30_000 },
  };

export type PageAnswer = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
};

function blogPostPage(db: Db, requestPath: string): PageFile | null {
  const match = requestPath.match(/^\/(fr\/blogue|en\/blog)\/([a-z0-9-]+)-(\d+)$/);
  if (!match) return null;
  const lang: Lang = match[1].startsWith("fr") ? "fr" : "en";
  const row = db.prepare("SELECT * FROM articles WHERE id = ?").get(Number(match[3])) as Json | undefined;
  if (!row || !row[`has_${lang}`] || row[`slug_${lang}`] !== match[2]) return null;
  const paths: Partial<Record<Lang, string>> = {};
  if (row.has_fr) paths.fr = `/fr/blogue/${row.slug_fr}-${row.id}`;
  if (row.has_en) paths.en = `/en/blog/${row.slug_en}-${row.id}`;
  const text = (fr: unknown, en: unknown) => ({ fr: row.has_fr ? fr : null, en: row.has_en ? en : null });
  return {
    paths,
    title: text(row.title_fr, row.title_en),
    seo: { description: text(row.excerpt_fr, row.excerpt_en) },
    content: { fields: [{ block_type: "blog-post", fields: blogPostFields(db, row, text) }] },
  };
}

/** The fields of a post's `blog-post` block (spec 2 §3 post), built from its `articles` row. */
function blogPostFields(db: Db, row: Json, text: (fr: unknown, en: unknown) => Record<Lang, unknown>) {
  const category = db.prepare("SELECT * FROM categories WHERE id = ?").get(row.category_id) as
    Json | undefined;
  const author = String(row.author);
  return {
    article_id: row.id,
    main_title: { type: "text", value: text(row.title_fr, row.title_en) },
    main_image: {
      type: "image",
      media: {
        fr: { url: `articles/article-${row.image}-large.png`, alt: row.title_fr },
        en: { url: `articles/article-${row.image}-large.png`, alt: row.title_en },
      },
    },
    author_name: { type: "text", value: author },
    author_avatar: {
      type: "image",
      media: { fr: { url: `avatars/${author.replace(/\W+/g, "-").toLowerCase()}.png`, alt: "" } },
    },
    published_at: row.published_at,
    read_time: row.read_time,
    tags_repeater: category ? [{ tag: { fr: category.label_fr, en: category.label_en } }] : [],
    main_content: {
      type: "richtext",
      value: text(
        `<p>${row.excerpt_fr}</p><h2>Ce qu'il faut savoir</h2><p>Chaque projet immobilier est unique. ` +
          "Prenez le temps de définir vos priorités, votre budget et votre échéancier avant de vous lancer. " +
          "Un courtier d'expérience vous aide à comparer les options et à éviter les mauvaises surprises.</p>" +
          "<h2>Nos conseils</h2><ul><li>Faites-vous préapprouver avant de magasiner.</li>" +
          "<li>Visitez le quartier à différents moments de la journée.</li>" +
          "<li>Prévoyez les frais de clôture : taxe de bienvenue, notaire et inspection.</li></ul>" +
          "<p>Vous avez des questions? Nos courtiers se feront un plaisir de vous accompagner.</p>",
        `<p>${row.excerpt_en}</p><h2>What you need to know</h2><p>Every real-estate project is unique. ` +
          "Take the time to set your priorities, budget and timeline before you start. " +
          "An experienced broker helps you compare options and avoid unpleasant surprises.</p>" +
          "<h2>Our advice</h2><ul><li>Get pre-approved before you shop.</li>" +
          "<li>Visit the neighbourhood at different times of day.</li>" +
          "<li>Plan for closing costs: land transfer tax, notary and inspection.</li></ul>" +
          "<p>Have questions? Our brokers will be happy to help.</p>",
      ),
    },
  };
}

function normalise(requestPath: string): string {
  const trimmed = requestPath.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function findSite(content: Content, body: Json, siteId: string | null): Site {
  if (siteId !== null) {
    const site = content.sites.get(Number(siteId));
    if (!site) throw new HttpError(404, "Unknown site");
    return site;
  }
  const domain = String(body.domain_name ?? "")
    .toLowerCase()
    .replace(/:\d+$/, "");
  for (const site of content.sites.values()) if (site.domains.includes(domain)) return site;
  throw new HttpError(404, "Unknown domain");
}

/** The CMS page call: `POST /api/page/{site_id}` or `POST /api/page` with `domain_name`. */
export function answerPage(db: Db, content: Content, body: Json, siteId: string | null): PageAnswer {
  if (typeof body.path !== "string") throw new HttpError(400, "path is required");
  const site = findSite(content, body, siteId);
  const requestPath = normalise(body.path);
  const fixed = STATUS_PAGES[requestPath];
  if (fixed) {
    return {
      status: fixed.status,
      body: fixed.body,
      delayMs: fixed.delayMs,
      headers: fixed.location ? { Location: fixed.location } : {},
    };
  }
  const page =
    content.pages.find((candidate) => Object.values(candidate.paths).includes(requestPath)) ??
    blogPostPage(db, requestPath) ??
    listingPage(db, requestPath);
  if (!page) return { status: 404, body: { message: "Page not found" } };

  const query = (body.query ?? {}) as Json;
  const variant = page.variants?.find((candidate) => String(candidate.id) === String(query.variant ?? ""));
  const { id, microsite_id, site_key, site_type, recaptcha, theme, metadata, header, footer } = site;
  return {
    status: 200,
    body: {
      production: Boolean(body.production),
      microsite_id,
      site_id: id,
      site_type,
      site_key,
      recaptcha,
      title: page.title ?? {},
      seo: page.seo ?? {},
      alternate_paths: Object.entries(page.paths).map(([locale, pagePath]) => ({ locale, path: pagePath })),
      variant: variant ? { id: variant.id, name: variant.name, color: variant.color ?? null } : null,
      header: page.header ?? header,
      footer,
      theme,
      metadata: { ...(metadata ?? {}), ...(page.metadata ?? {}) },
      content: {
        fields: fillPropertyBlocks(
          db,
          fillMemberBlocks(db, withSuccursales(db, (variant ?? page).content.fields)),
          requestPath.startsWith("/en") ? "en" : "fr",
        ),
        ...(page.override ? { override: page.override } : {}),
      },
    },
  };
}

/**
 * `GET /api/pages/{site_id}` (or `/api/pages?domain_name=`): the site's CMS pages for its sitemap,
 * each with its path per language. Listings and posts are not CMS pages: the core API lists them.
 */
export function pageList(content: Content, siteId: string | null, domainName: string | null) {
  findSite(content, { domain_name: domainName ?? "" }, siteId);
  const indexable = content.pages.filter(
    (page) => !/noindex/i.test(String((page.seo as Json | undefined)?.robots ?? "")),
  );
  return { pages: indexable.map((page) => ({ paths: page.paths, updated_at: null })) };
}

/** `GET /api/development/demo-page`: one of every block used on the demo pages. */
export function demoPage(content: Content) {
  const seen = new Map<string, Block>();
  const site = content.sites.get(1);
  for (const block of [
    ...(site?.header ?? []),
    ...content.pages.flatMap((page) => page.content.fields),
    ...(site?.footer ?? []),
  ]) {
    const type = String(block.block_type);
    if (!seen.has(type)) seen.set(type, block);
  }
  return { blocks: [...seen.values()] };
}
