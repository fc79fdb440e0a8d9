import { jsonLdProps, realEstateAgent } from "~/lib/structured-data";
import type { PreparedOffice } from "./office";

/** schema.org `RealEstateAgent` for each office (issue 9 §7), escaped by the shared helper. */
export function OfficesJsonLd({ offices }: { offices: PreparedOffice[] }) {
  const agents = offices.flatMap((office) => (office.agent ? [realEstateAgent(office.agent)] : []));
  if (agents.length === 0) return null;
  return <script {...jsonLdProps(agents)} />;
}
