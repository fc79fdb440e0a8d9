import { z } from "zod";
import { coreProtectedClient } from "~/cms/clients.server";
import { countLead } from "../../server/metrics.mjs";
import type { Locale } from "~/i18n/locales";

export type SubmitLeadRequest = {
  locale: Locale;
  micrositeId: string | number;
  siteKey: string;
  /** Already cleaned (app/forms/clean-payload.ts), recaptcha_response included. */
  payload: Record<string, string>;
  idempotencyKey: string;
  signal?: AbortSignal;
};

/** How a core API may refuse a second post of a key it already stored: that lead is in. */
const ALREADY_STORED = 409;

const answerSchema = z.object({ status: z.unknown().optional() }).passthrough();

/**
 * POST /contact (spec 1 §7), form-encoded on the protected client.
 * - A 2xx is sent, whatever its body says: the spec's "any other status value is still success" is
 *   about the JSON body; a status other than "success" only logs a warning.
 * - 409 is sent: the core API already holds a lead with this idempotency key (an earlier try that
 *   reached it before its answer was lost).
 * - Any other HTTP status (4xx included), a time-out or a network failure is "failed": the visitor
 *   keeps what they typed and may retry, and the idempotency key makes that retry safe. A 4xx used
 *   to count as sent, and the lead was lost in silence.
 */
export async function submitLead(request: SubmitLeadRequest): Promise<"sent" | "failed"> {
  const { locale, micrositeId, siteKey, payload, idempotencyKey, signal } = request;
  const formType = payload.form_type ?? "";
  let response: Response;
  try {
    response = await coreProtectedClient({ locale, micrositeId, siteKey, signal }).post("contact", {
      body: new URLSearchParams(payload),
      headers: { "Idempotency-Key": idempotencyKey },
    });
  } catch (error) {
    console.warn(`Lead ${formType} not sent: ${(error as Error).message}`);
    countLead("failed");
    return "failed";
  }
  if (response.status === ALREADY_STORED) {
    console.info(`Lead ${formType}: the core API already holds idempotency key ${idempotencyKey}`);
    countLead("deduplicated");
    return "sent";
  }
  if (!response.ok) {
    console.warn(`Lead ${formType} not sent: core API answered ${response.status}`);
    countLead("failed");
    return "failed";
  }
  let status: unknown;
  try {
    status = answerSchema.parse(await response.json()).status;
  } catch (error) {
    if ((error as Error).name === "TimeoutError" || signal?.aborted) {
      countLead("failed");
      return "failed";
    }
    status = undefined;
  }
  if (status !== "success")
    console.warn(`Lead ${formType}: core API answered ${response.status} status ${String(status)}`);
  countLead("sent");
  return "sent";
}
