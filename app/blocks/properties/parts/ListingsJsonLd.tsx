/**
 * Structured data for the listed properties (schema.org RealEstateListing / Offer), built and escaped
 * on the server (app/search/structured-data.server.ts) so no listing text can close the element.
 */
export function ListingsJsonLd({ json }: { json: string | null }) {
  if (!json) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
