import { randomUUID } from "node:crypto";
import type { BlockLoadContext } from "~/blocks/define-fields.server";
import { getMunicipalities } from "~/core/municipalities.server";
import { SENT_QUERY } from "../form-result";
import type { WizardBlockData } from "./data";

/** The wizards' per-request data: the municipalities (server-rendered first step), a fresh idempotency key. */
export async function loadWizardData(_fields: unknown, context: BlockLoadContext): Promise<WizardBlockData> {
  const municipalities = await getMunicipalities({ locale: context.locale, signal: context.signal });
  return {
    municipalities: municipalities ? municipalities.map((entry) => entry.label) : null,
    idempotencyKey: randomUUID(),
    sentFormId: context.query.get(SENT_QUERY),
  };
}
