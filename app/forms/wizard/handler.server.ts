import type { PayloadValue } from "../clean-payload";
import { IDEMPOTENCY_FIELD, type FormActionData } from "../form-result";
import type { FormHandler } from "../form-handler";
import {
  isIntent,
  lastStep,
  transition,
  valuesFromFormData,
  type WizardDefinition,
  type WizardState,
  type WizardValues,
} from "./engine";
import type { PayloadContext } from "./payload";
import type { WizardExtra } from "./result";

type PayloadBuilder = (values: WizardValues, context: PayloadContext) => Record<string, PayloadValue>;

/** The step a post comes from and what it asks: only the last step submits; a bare post (Enter in a field) means Next elsewhere. */
function postedMove(definition: WizardDefinition, formData: FormData) {
  const postedStep = Number(formData.get("step"));
  const step = Number.isInteger(postedStep) ? Math.min(Math.max(postedStep, 0), lastStep(definition)) : 0;
  const intent = formData.get("intent");
  const chosen = isIntent(intent) ? intent : step === lastStep(definition) ? "submit" : "next";
  return { step, chosen, submits: chosen === "submit" && step === lastStep(definition) };
}

/**
 * A wizard's server side, for the page action (app/forms/action.server.ts). Without JavaScript each
 * step posts here with the earlier answers as hidden fields: the step is validated and the page
 * re-renders with the next one (or the same one, its errors and typed values, 422). The last step
 * validates every step again before the captcha is spent, then sends one lead.
 */
export function wizardHandler(definition: WizardDefinition, buildPayload: PayloadBuilder): FormHandler {
  const handler: FormHandler = async ({ formData, formId, locale, submit }) => {
    const { step, chosen, submits } = postedMove(definition, formData);
    const posted = formData.get(IDEMPOTENCY_FIELD);
    const idempotencyKey = typeof posted === "string" ? posted : "";
    const current: WizardState = {
      step,
      values: valuesFromFormData(definition, formData),
      errors: [],
    };
    const answer = (status: FormActionData["status"], state: WizardState): FormActionData => ({
      formId,
      status,
      fieldErrors: Object.fromEntries(state.errors.map((key) => [key, key])),
      extra: { wizard: state, idempotencyKey } satisfies WizardExtra,
    });

    if (!submits) {
      const next = transition(definition, current, chosen === "submit" ? "next" : chosen);
      return answer(next.errors.length ? "invalid" : "step", next);
    }

    const checked = transition(definition, current, "submit");
    if (checked.errors.length) return answer("invalid", checked);
    const outcome = await submit(buildPayload(checked.values, { locale, recaptchaResponse: "" }));
    if (outcome === "sent") return answer("sent", { ...checked, errors: [] });
    return answer(outcome, { ...checked, errors: ["submit-error"] });
  };
  // Issue 34 item 4: without JavaScript every step is a post, and the two wizards alone took 15 of
  // a visitor's 20; a step only validates, so only the last step's submit counts as a lead post.
  handler.sendsLead = (formData) => postedMove(definition, formData).submits;
  return handler;
}
