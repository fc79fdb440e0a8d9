// BENCH_PARTS: which parts of `npm run bench` run (README "npm run bench"), e.g. `lighthouse,images`.

/** Every part, in the order the bench runs them. */
export const PARTS = [
  "js",
  "lighthouse",
  "phone",
  "lighthouse-seo",
  "image-bytes",
  "throughput",
  "cache",
  "search",
  "image-transform",
  "image-beside",
  "window",
];

/** Names that stand for several parts. */
const GROUPS = { all: PARTS, images: ["image-bytes", "image-transform", "image-beside"] };

/**
 * The parts a comma-separated list names (all when empty), in the bench's order.
 * @param {string | undefined} list
 * @returns {Set<string>}
 */
export function selectedParts(list) {
  const names = (list ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return new Set(PARTS);
  const unknown = names.filter((name) => !PARTS.includes(name) && !GROUPS[name]);
  if (unknown.length)
    throw new Error(
      `BENCH_PARTS: unknown part(s) ${unknown.join(", ")}; known: ${[...PARTS, ...Object.keys(GROUPS)].join(", ")}`,
    );
  const chosen = new Set(names.flatMap((name) => GROUPS[name] ?? [name]));
  return new Set(PARTS.filter((part) => chosen.has(part)));
}

/**
 * BENCH_PAGES: the pages the page-by-page parts measure (js, lighthouse, lighthouse-seo, image-bytes,
 * throughput, cache, phone), as a comma-separated list of paths (`/fr/proprietes`) or page names of
 * tests/budget-pages.json (`showcase: heroes`, both languages); all of them when empty.
 * @template {{ path: string; name: string }} Page
 * @param {string | undefined} list
 * @param {Page[]} pages
 * @returns {Page[]}
 */
export function selectedPages(list, pages) {
  const wanted = (list ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (wanted.length === 0) return pages;
  const unknown = wanted.filter((entry) => !pages.some((page) => page.path === entry || page.name === entry));
  if (unknown.length)
    throw new Error(`BENCH_PAGES: no page ${unknown.join(", ")} in tests/budget-pages.json`);
  return pages.filter((page) => wanted.includes(page.path) || wanted.includes(page.name));
}
