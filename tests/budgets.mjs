// Performance budgets (../shared/ARCHITECTURE.md §5), one source for the budget check in `npm test`
// (tests/e2e/budgets.spec.ts) and for `npm run bench`. KB = 1000 bytes.
// BUDGET_CONTENT_KB and BUDGET_SEARCH_KB override the two byte budgets (e.g. to watch the check fail).

export const KB = 1000;

function kbFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of KB, got "${raw}"`);
  return value;
}

/** First-load JavaScript, gzip level 9, in KB: content pages and the property search page. */
export const FIRST_LOAD_JS_KB = {
  content: kbFromEnv("BUDGET_CONTENT_KB", 110),
  search: kbFromEnv("BUDGET_SEARCH_KB", 165),
};

/** Lighthouse mobile (default config), performance category, median of 3 runs. */
export const LIGHTHOUSE_TARGETS = { score: 98, tbtMs: 100, cls: 0.01, lcpMs: 2000 };

/**
 * Bytes on the wire of every image response of a page's first view (before `load` + 1 s idle, no
 * scrolling), in KB, by viewport width in CSS px.
 */
export const FIRST_VIEW_IMAGE_KB = { 390: 250, 1440: 600 };

/** Server render throughput ÷ plain Express + compression serving the same HTML bytes, same run. */
export const THROUGHPUT_RATIO_TARGET = 0.35;

/** Throughput with the page cache warm ÷ cold, the CMS answering in 50 ms. */
export const WARM_COLD_RATIO_TARGET = 5;

/**
 * The demo pages the budgets apply to (demo-backend/content/pages/, blog post from the seed).
 * `kind` picks the byte budget; `lighthouse` marks the pages Lighthouse and the throughput runs use.
 * @type {{ path: string; name: string; kind: "content" | "search"; lighthouse?: boolean }[]}
 */
export const BUDGET_PAGES = [
  { path: "/fr", name: "home", kind: "content", lighthouse: true },
  { path: "/en", name: "home", kind: "content", lighthouse: true },
  { path: "/fr/vitrine/heros", name: "showcase: heroes", kind: "content", lighthouse: true },
  { path: "/en/showcase/heroes", name: "showcase: heroes", kind: "content", lighthouse: true },
  { path: "/fr/vitrine/contenu", name: "showcase: content", kind: "content" },
  { path: "/en/showcase/content", name: "showcase: content", kind: "content" },
  { path: "/fr/vitrine/blocs", name: "showcase: blocks", kind: "content", lighthouse: true },
  { path: "/en/showcase/blocks", name: "showcase: blocks", kind: "content", lighthouse: true },
  { path: "/fr/vitrine/entete-classique", name: "showcase: classic header", kind: "content" },
  { path: "/en/showcase/classic-header", name: "showcase: classic header", kind: "content" },
  { path: "/fr/vitrine/entete-hors-norme", name: "showcase: out-of-norm header", kind: "content" },
  { path: "/en/showcase/out-of-norm-header", name: "showcase: out-of-norm header", kind: "content" },
  { path: "/fr/blogue", name: "blog", kind: "content", lighthouse: true },
  { path: "/en/blog", name: "blog", kind: "content", lighthouse: true },
  {
    path: "/fr/blogue/dix-questions-a-poser-lors-d-une-visite-1",
    name: "blog post",
    kind: "content",
    lighthouse: true,
  },
  {
    path: "/en/blog/ten-questions-to-ask-at-a-showing-1",
    name: "blog post",
    kind: "content",
    lighthouse: true,
  },
  { path: "/fr/vitrine/formulaires", name: "showcase: forms", kind: "content" },
  { path: "/en/showcase/forms", name: "showcase: forms", kind: "content" },
  { path: "/fr/vitrine/alertes-et-evaluation", name: "showcase: alerts and valuation", kind: "content" },
  { path: "/en/showcase/alerts-and-valuation", name: "showcase: alerts and valuation", kind: "content" },
  { path: "/fr/vitrine/temoignages", name: "showcase: testimonials", kind: "content" },
  { path: "/en/showcase/testimonials", name: "showcase: testimonials", kind: "content" },
  { path: "/fr/vitrine/outils", name: "showcase: tools", kind: "content" },
  { path: "/en/showcase/tools", name: "showcase: tools", kind: "content" },
  { path: "/fr/vitrine/proprietes", name: "showcase: properties", kind: "content" },
  { path: "/en/showcase/properties", name: "showcase: properties", kind: "content" },
  { path: "/fr/vitrine/personnes", name: "showcase: people", kind: "content" },
  { path: "/en/showcase/people", name: "showcase: people", kind: "content" },
  { path: "/fr/courtiers", name: "brokers", kind: "content", lighthouse: true },
  { path: "/en/brokers", name: "brokers", kind: "content", lighthouse: true },
  { path: "/fr/contact", name: "contact", kind: "content", lighthouse: true },
  { path: "/en/contact", name: "contact", kind: "content", lighthouse: true },
  { path: "/fr/calculatrice-hypothecaire", name: "mortgage calculator", kind: "content" },
  { path: "/en/mortgage-calculator", name: "mortgage calculator", kind: "content" },
  // A listing's page (demo-backend/src/listing-page.ts; the demo's seed keeps this listing).
  { path: "/fr/proprietes/14228746", name: "listing", kind: "content" },
  { path: "/en/properties/14228746", name: "listing", kind: "content" },
  // A map page: the offices map loads Leaflet in the first view, as the search page does.
  { path: "/fr/bureaux", name: "offices (map)", kind: "search", lighthouse: true },
  { path: "/en/offices", name: "offices (map)", kind: "search", lighthouse: true },
  { path: "/fr/proprietes", name: "property search", kind: "search", lighthouse: true },
  { path: "/en/properties", name: "property search", kind: "search", lighthouse: true },
];

/** The byte budget of a page, in bytes. */
export function firstLoadBudgetBytes(page) {
  return FIRST_LOAD_JS_KB[page.kind] * KB;
}
