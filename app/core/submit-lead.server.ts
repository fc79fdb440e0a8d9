import { z } from "zod";
import { coreProtectedClient } from "~/cms/clients.server";
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

const answerSchema = z.object({ status: z.unknown().optional() }).passthrough();

/**
 * POST /contact (spec 1 §7), form-encoded on the protected client. The answer's status is expected
 * to be "success"; any other value only logs a warning and still counts as sent (the spec). A 5xx,
 * a time-out or a network failure is "failed": the visitor keeps what they typed and may retry, and
 * the idempotency key makes that retry safe.
 */
export async function submitLead(request: SubmitLeadRequest): Promise<"sent" | "failed"> {
  const { locale, micrositeId, siteKey, payload, idempotencyKey, signal } = request;
  let response: Response;
  try {
    response = await coreProtectedClient({ locale, micrositeId, siteKey, signal }).post("contact", {
      body: new URLSearchParams(payload),
      headers: { "Idempotency-Key": idempotencyKey },
    });
  } catch (error) {
    console.warn(`Lead ${payload.form_type ?? ""} not sent: ${(error as Error).message}`);
    return "failed";
  }
  if (response.status >= 500) {
    console.warn(`Lead ${payload.form_type ?? ""} not sent: core API answered ${response.status}`);
    return "failed";
  }
  let status: unknown;
  try {
    status = answerSchema.parse(await response.json()).status;
  } catch (error) {
    if ((error as Error).name === "TimeoutError" || signal?.aborted) return "failed";
    status = undefined;
  }
  if (status !== "success")
    console.warn(
      `Lead ${payload.form_type ?? ""}: core API answered ${response.status} status ${String(status)}`,
    );
  return "sent";
}
