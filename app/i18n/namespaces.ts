import type { Locale } from "./locales";

type Texts = { default: Record<string, unknown> };
const texts = (fr: () => Promise<Texts>, en: () => Promise<Texts>) => ({ fr, en });

/**
 * Namespaces that only some blocks use (a block names them in its fields.server.ts `texts`): each
 * language of each is its own chunk, loaded with the block's code, so a page without a form carries
 * no form texts. The always-loaded namespaces are in messages/fr.ts and messages/en.ts.
 */
export const lazyNamespaces = {
  forms: texts(
    () => import("../../locales/fr/forms.json"),
    () => import("../../locales/en/forms.json"),
  ),
  wizards: texts(
    () => import("../../locales/fr/wizards.json"),
    () => import("../../locales/en/wizards.json"),
  ),
  search: texts(
    () => import("../../locales/fr/search.json"),
    () => import("../../locales/en/search.json"),
  ),
  properties: texts(
    () => import("../../locales/fr/properties.json"),
    () => import("../../locales/en/properties.json"),
  ),
  people: texts(
    () => import("../../locales/fr/people.json"),
    () => import("../../locales/en/people.json"),
  ),
  places: texts(
    () => import("../../locales/fr/places.json"),
    () => import("../../locales/en/places.json"),
  ),
  proof: texts(
    () => import("../../locales/fr/proof.json"),
    () => import("../../locales/en/proof.json"),
  ),
  blog: texts(
    () => import("../../locales/fr/blog.json"),
    () => import("../../locales/en/blog.json"),
  ),
  tools: texts(
    () => import("../../locales/fr/tools.json"),
    () => import("../../locales/en/tools.json"),
  ),
  showcase: texts(
    () => import("../../locales/fr/showcase.json"),
    () => import("../../locales/en/showcase.json"),
  ),
} satisfies Record<string, Record<Locale, () => Promise<Texts>>>;

export type LazyNamespace = keyof typeof lazyNamespaces;

export function isLazyNamespace(name: string): name is LazyNamespace {
  return Object.hasOwn(lazyNamespaces, name);
}
