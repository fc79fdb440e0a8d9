import type { z } from "zod";
import type { Block } from "~/cms/schema";
import type { Locale } from "~/i18n/locales";
import type { LazyNamespace } from "~/i18n/namespaces";

/** What a block's server `load` knows of the request and of the site (keys stay on the server). */
export type BlockLoadContext = {
  locale: Locale;
  /** The page's query string (filters, sort, page of a search or an archive). */
  query: URLSearchParams;
  /** The page's path, without the query. */
  path: string;
  /** The site's origin (canonical), for absolute addresses in structured data. */
  origin?: string;
  site: {
    micrositeId: string | number | null;
    siteKey: string | null;
    siteType: "broker" | "agency";
    brandVersion: 1 | 2;
  };
  signal: AbortSignal;
};

/** How a block's `fields` are parsed on the server (its `fields.server.ts` default export). */
export type BlockFields<Fields> = {
  parse(block: Block): z.SafeParseReturnType<unknown, Fields>;
  /** Whether this block needs its code in the browser (see `defineFields`). */
  interactive(fields: Fields): boolean;
  /** Whether its code may wait until the block nears the viewport (see `defineFields`). */
  deferrable: boolean;
  /** Lazy translation namespaces its component uses (see `defineFields`). */
  texts: LazyNamespace[];
  /** When its code loads (see `defineFields`). */
  loadOn: LoadOn;
  /** Per-request server data for the component (see `defineFields`). */
  load?(fields: Fields, context: BlockLoadContext): Promise<unknown>;
  /** Whether its page is a 404 when its fields fail (see `defineFields`). */
  pageSubject?: true;
};

/** When a block's code loads in the browser (see `loadOn` below). */
export type LoadOn = "view" | "intent";

type Options<Fields> = {
  /**
   * false (or a function of the prepared fields saying false) for a block that does nothing in the
   * browser: the server's HTML is kept as it is, and the page downloads none of its code until a
   * client-side navigation renders it. Links and "contact us" actions work without the block's
   * code (the shell handles their clicks); videos, carousels and widgets need it.
   */
  interactive?: boolean | ((fields: Fields) => boolean);
  /**
   * false for a block whose code must run on the first view wherever it stands on the page (an
   * editor's script: a chat widget or a tracker); others below the first blocks load near the viewport.
   */
  deferrable?: boolean;
  /**
   * "intent" for a block whose server HTML already works on its own (links, a GET form): its code
   * loads on the visitor's first sign of using it (pointer over it, focus or touch in it, a scroll),
   * even in the first view, so the first load carries none of it. Default "view": the first view
   * loads it at once, blocks further down as they near the viewport.
   */
  loadOn?: LoadOn;
  /**
   * Translation namespaces beyond the always-loaded ones (app/i18n/namespaces.ts): the browser loads
   * them with the block's code, only on pages that hold the block.
   */
  texts?: LazyNamespace[];
  /**
   * Server data that depends on the request (a search's first page from the query string, a list
   * from the core API): run on every request after the prepared page, given to the component as
   * `data`. Must not throw for an upstream failure: return what the component shows as a message.
   */
  load?: (fields: Fields, context: BlockLoadContext) => Promise<unknown>;
  /**
   * true for the block a page exists to show (a listing's details): when its fields fail (the
   * listing's data missing, unknown to the core API or malformed), the page is the designed 404
   * rather than a page without it.
   */
  pageSubject?: boolean;
};

/**
 * A block's field schema (ARCHITECTURE §4, parse at the boundary), or a function of the block for
 * blocks whose fields depend on their type or parameters. Built from app/content/fields.server.ts.
 */
export function defineFields<Schema extends z.ZodTypeAny>(
  schema: Schema | ((block: Block) => Schema),
  {
    interactive = true,
    deferrable = true,
    loadOn = "view",
    texts = [],
    load,
    pageSubject = false,
  }: Options<z.output<Schema>> = {},
): BlockFields<z.output<Schema>> {
  return {
    parse: (block) => (typeof schema === "function" ? schema(block) : schema).safeParse(block.fields),
    interactive: (fields) => (typeof interactive === "function" ? interactive(fields) : interactive),
    deferrable,
    loadOn,
    texts,
    ...(load ? { load } : {}),
    ...(pageSubject ? { pageSubject } : {}),
  };
}
