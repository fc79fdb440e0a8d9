import type { WizardState, WizardValues } from "./engine";

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
