import type { Graph, PostalAddress, RealEstateAgent, Thing, WithContext } from "schema-dts";

/**
 * schema.org structured data (JSON-LD), built from schema-dts's types (issue 36: the compiler holds
 * every object to schema.org's vocabulary; tests/unit/seo/structured-data.test.ts checks what search
 * engines require of the kinds they read). Browser-safe: schema-dts is types only.
 *
 * Usage in a component:
 *   <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(object) }} />
 * or spread `{...jsonLdProps(object)}` on a `<script>` element.
 */

type JsonLdObject = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[];

/** What a JSON-LD script may carry: schema.org things with their context, several of them, or a graph. */
export type JsonLd = WithContext<Thing> | WithContext<Thing>[] | Graph;

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * Serialises an object for the body of a `<script type="application/ld+json">`. Characters that could
 * close the script element or start markup (`<`, `>`, `&`) and the JavaScript line separators are written
 * as `\uXXXX` escapes, which JSON parsers read back as the same characters. Empty values are dropped.
 */
export function jsonLdScript(object: JsonLd): string {
  return JSON.stringify(prune(object as unknown as JsonLdValue)).replace(
    /[<>&\u2028\u2029]/g,
    (char) => ESCAPES[char],
  );
}

/** Props for a `<script>` element carrying `object` as JSON-LD. */
export function jsonLdProps(object: JsonLd) {
  return {
    type: "application/ld+json",
    dangerouslySetInnerHTML: { __html: jsonLdScript(object) },
  } as const;
}

/** Drops undefined, null, empty strings, empty arrays and empty objects so the output stays small. */
function prune(value: JsonLdValue): JsonLdValue {
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item) => !isEmpty(item));
    return items;
  }
  if (value && typeof value === "object") {
    const out: JsonLdObject = {};
    for (const [key, item] of Object.entries(value)) {
      const pruned = prune(item);
      if (!isEmpty(pruned)) out[key] = pruned;
    }
    return out;
  }
  return value;
}

function isEmpty(value: JsonLdValue): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export interface PostalAddressInput {
  street?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export function postalAddress(address: PostalAddressInput | null | undefined): PostalAddress | undefined {
  if (!address) return undefined;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street ?? undefined,
    addressLocality: address.city ?? undefined,
    addressRegion: address.region ?? undefined,
    postalCode: address.postalCode ?? undefined,
    addressCountry: address.country ?? undefined,
  };
}

export interface RealEstateAgentInput {
  /** The node's IRI, so other JSON-LD can refer to it. */
  id?: string;
  name: string;
  /** Job title or role, e.g. "Mortgage broker". */
  jobTitle?: string | null;
  description?: string | null;
  image?: string | null;
  url?: string | null;
  email?: string | null;
  telephone?: string | null;
  address?: PostalAddressInput | null;
  /** Profile links (social networks, websites). */
  sameAs?: (string | null | undefined)[];
  /** Languages spoken, as names or BCP 47 codes. */
  languages?: string[];
  /** Name of the organisation or office the agent works for. */
  worksFor?: string | null;
  /** The agency's logo (an absolute address). */
  logo?: string | null;
}

/** A schema.org `RealEstateAgent` (used for members and for offices). */
export function realEstateAgent(input: RealEstateAgentInput): WithContext<RealEstateAgent> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": input.id,
    name: input.name,
    description: input.description ?? undefined,
    image: input.image ?? undefined,
    logo: input.logo ?? undefined,
    url: input.url ?? undefined,
    email: input.email ?? undefined,
    telephone: input.telephone ?? undefined,
    address: postalAddress(input.address),
    sameAs: (input.sameAs ?? []).filter((link): link is string => Boolean(link)),
    knowsLanguage: input.languages,
    // RealEstateAgent is a LocalBusiness, which has no jobTitle; the role is carried by an employee Person.
    employee: input.jobTitle ? { "@type": "Person", name: input.name, jobTitle: input.jobTitle } : undefined,
    parentOrganization: input.worksFor ? { "@type": "Organization", name: input.worksFor } : undefined,
  };
}
