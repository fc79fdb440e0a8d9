import type { FormActionData } from "../form-result";
import { lastStep, wizardFields, type WizardDefinition, type WizardState, type WizardValues } from "./engine";

/** A wizard's own part of the action's answer (FormActionData `extra`): where the visitor now stands. */
export type WizardExtra = { wizard: WizardState; idempotencyKey: string };

export function wizardStateOf(extra: unknown): WizardState | null {
  const state = (extra as Partial<WizardExtra> | undefined)?.wizard;
  if (!state || typeof state.step !== "number" || !Array.isArray(state.errors)) return null;
  if (typeof state.values !== "object" || state.values === null) return null;
  return state;
}

export function idempotencyKeyOf(extra: unknown): string | null {
  const key = (extra as Partial<WizardExtra> | undefined)?.idempotencyKey;
  return typeof key === "string" && key ? key : null;
}

export type { WizardValues };

/** The wizard's message for a send that failed: a 429 says so (wizards:errors.rate-limited). */
export const failureKey = (status: FormActionData["status"] | undefined) =>
  status === "rate-limited" ? "rate-limited" : "submit-error";

/**
 * Where the visitor stood when the action refused a post before the wizard saw it (429, or the
 * site's credentials unavailable): the posted step and values, read back from the values the
 * action re-fills, so a retry without JavaScript keeps every answer.
 */
export function heldWizardState(
  definition: WizardDefinition,
  answer: FormActionData | null,
): WizardState | null {
  const posted = answer?.repopulateFields;
  if (!posted || (answer.status !== "rate-limited" && answer.status !== "failed")) return null;
  const values: WizardValues = {};
  for (const name of wizardFields(definition)) {
    const value = posted[name];
    if (typeof value !== "string") continue;
    const isList = definition.steps.some((step) => step.lists?.includes(name));
    // The action joins a repeated name's values with line breaks (action.server.ts).
    values[name] = isList ? value.split("\n").filter(Boolean) : value;
  }
  const step = Number(posted.step);
  const inRange = Number.isInteger(step) && step >= 0 && step <= lastStep(definition);
  return { step: inRange ? step : 0, values, errors: [failureKey(answer.status)] };
}
