import type { Locale } from "./locales";

/** The hard-coded named routes of spec 1 §2; every link to them goes through `routePath`. */
export const namedRoutes = {
  home: { en: "/en", fr: "/fr" },
  "contact-page": { en: "/en/contact", fr: "/fr/contact" },
  "properties-search": { en: "/en/properties", fr: "/fr/proprietes" },
  "terms-of-use": { en: "/en/terms-of-use", fr: "/fr/conditions-et-utilisation" },
  "privacy-policy": { en: "/en/privacy-policy", fr: "/fr/politique-confidentialite" },
  blog: { en: "/en/blog", fr: "/fr/blogue" },
  "blog-post": { en: "/en/blog/{slug}-{id}", fr: "/fr/blogue/{slug}-{id}" },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteKey = keyof typeof namedRoutes;

type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;
type RouteParams<K extends RouteKey> = Record<ParamsOf<(typeof namedRoutes)[K]["fr"]>, string | number>;

/** The localized path of a named route, with its parameters filled in (URL-encoded). */
export function routePath<K extends RouteKey>(
  key: K,
  locale: Locale,
  ...params: ParamsOf<(typeof namedRoutes)[K]["fr"]> extends never ? [] : [RouteParams<K>]
): string {
  const template: string = namedRoutes[key][locale];
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Route ${key} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The named route a path belongs to, if any (trailing slashes ignored). */
export function routeKeyOfPath(pathname: string): RouteKey | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const [key, paths] of Object.entries(namedRoutes)) {
    if (Object.values(paths).includes(path as never)) return key as RouteKey;
  }
  return null;
}

/** QA pages of spec 1 §2, served from the CMS demo-page call rather than a page call. */
export const qaPaths = {
  sections: { fr: "/fr/qa/sections", en: "/en/qa/sections" },
  generalSettings: { fr: "/fr/qa/parametres-generaux", en: "/en/qa/general-settings" },
} as const;
