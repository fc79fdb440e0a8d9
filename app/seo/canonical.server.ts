import type { MetaDescriptor } from "@remix-run/node";
import { INTERNAL_QUERY_PARAMS } from "~/content/link-href";

/** A page's canonical query and robots for this request's query (docs/seo.md "Canonical rules"). */
export type CanonicalRule = { canonicalSearch: string; robots: string | null };

const INDEXED = (canonicalSearch = ""): CanonicalRule => ({ canonicalSearch, robots: null });
const FOLLOW_ONLY: CanonicalRule = { canonicalSearch: "", robots: "noindex, follow" };

/** The query names that change nothing a crawler should see apart (previews and variants answer noindex). */
const IGNORED = new Set<string>([...INTERNAL_QUERY_PARAMS, "edit"]);

function meaningful(query: URLSearchParams): [string, string][] {
  return [...query.entries()].filter(([name, value]) => !IGNORED.has(name) && value.trim() !== "");
}

/**
 * - A property search filtered by one municipality is indexable, canonical to the unfiltered search
 *   (the demo's CMS has no municipality pages); any other filter, several municipalities, an order,
 *   map bounds or a page: `noindex, follow`, so crawlers reach listings without indexing variants.
 * - A blog archive's page N is its own canonical (`?page=N`); an order or a category: `noindex, follow`.
 * - Any other page with a query is canonical to its path, as before.
 */
export function canonicalRule(blockTypes: string[], query: URLSearchParams): CanonicalRule {
  const params = meaningful(query);
  if (params.length === 0) return INDEXED();
  if (blockTypes.includes("property-search")) {
    const single = params.length === 1 && params[0][0] === "mun" && !/,/.test(params[0][1]);
    return single ? INDEXED() : FOLLOW_ONLY;
  }
  if (blockTypes.includes("blog-archive")) {
    const page = Number(query.get("page"));
    if (params.length === 1 && params[0][0] === "page" && Number.isInteger(page) && page > 1)
      return INDEXED(`?page=${page}`);
    return params.every(([name]) => name === "page") ? INDEXED() : FOLLOW_ONLY;
  }
  return INDEXED();
}

/** The head with the rule applied: canonical and og:url carry the canonical query; robots set when the rule says. */
export function withCanonicalRule(head: MetaDescriptor[], rule: CanonicalRule): MetaDescriptor[] {
  if (!rule.canonicalSearch && !rule.robots) return head;
  const out = head.map((element) => {
    const item = element as Record<string, unknown>;
    if (item.tagName === "link" && item.rel === "canonical")
      return { ...element, href: `${String(item.href)}${rule.canonicalSearch}` } as MetaDescriptor;
    if (item.property === "og:url")
      return { ...element, content: `${String(item.content)}${rule.canonicalSearch}` } as MetaDescriptor;
    return element;
  });
  if (!rule.robots) return out;
  const robots = { name: "robots", content: rule.robots };
  const at = out.findIndex((element) => (element as Record<string, unknown>).name === "robots");
  if (at >= 0) out[at] = robots;
  else out.splice(1, 0, robots);
  return out;
}

/** A page with its query's rule applied: the same page (a cached one stays shared) where it changes nothing. */
export function withCanonicalRuleOf<P extends { head: MetaDescriptor[]; main: { block_type: string }[] }>(
  page: P,
  query: URLSearchParams,
): P {
  const rule = canonicalRule(
    page.main.map((block) => block.block_type),
    query,
  );
  const head = withCanonicalRule(page.head, rule);
  return head === page.head ? page : { ...page, head };
}
