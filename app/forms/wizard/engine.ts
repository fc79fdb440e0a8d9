import type { z } from "zod";

/** What a wizard holds between steps: form values as the browser posts them (municipalities is a list). */
export type WizardValues = Record<string, string | string[]>;

export type WizardStep = {
  /** The step's rules (spec 3 §5); its issues' first path segment is the error key (spec 3 §8). */
  schema: z.ZodTypeAny;
  /** The names of the step's fields, in display order. */
  fields: readonly string[];
  /** Names posted as lists (several values under one name). */
  lists?: readonly string[];
};

/** Step 0 is the intro; steps 1..N hold the fields (spec 3 §2). */
export type WizardDefinition = {
  formType: "property_alert" | "property_valuation";
  steps: readonly WizardStep[];
};

export type WizardState = { step: number; values: WizardValues; errors: string[] };

export type WizardIntent = "start" | "next" | "previous" | "submit";

export const lastStep = (definition: WizardDefinition) => definition.steps.length - 1;

/** Every field name of the wizard: what travels as hidden inputs from step to step. */
export function wizardFields(definition: WizardDefinition): string[] {
  return definition.steps.flatMap((step) => step.fields);
}

function isList(definition: WizardDefinition, name: string) {
  return definition.steps.some((step) => step.lists?.includes(name));
}

/** Reads the wizard's known fields from a posted form (unknown names are ignored). */
export function valuesFromFormData(definition: WizardDefinition, formData: FormData): WizardValues {
  const values: WizardValues = {};
  for (const name of wizardFields(definition)) {
    if (isList(definition, name)) {
      const list = formData
        .getAll(name)
        .filter((value): value is string => typeof value === "string" && value !== "");
      if (list.length) values[name] = list;
    } else {
      const value = formData.get(name);
      if (typeof value === "string") values[name] = value;
    }
  }
  return values;
}

/** The error keys of a failed parse: each field once, in the order the rules found them. */
export function errorKeys(error: z.ZodError): string[] {
  const keys: string[] = [];
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Validates one step; its normalised values (masks applied) replace what was typed. */
export function validateStep(
  definition: WizardDefinition,
  step: number,
  values: WizardValues,
): { ok: true; values: WizardValues } | { ok: false; errors: string[] } {
  const wizardStep = definition.steps[step];
  if (!wizardStep) return { ok: true, values };
  const picked: Record<string, unknown> = {};
  for (const name of wizardStep.fields) picked[name] = values[name];
  const result = wizardStep.schema.safeParse(picked);
  if (!result.success) return { ok: false, errors: errorKeys(result.error) };
  const normalised: WizardValues = { ...values };
  for (const [name, value] of Object.entries(result.data as Record<string, unknown>)) {
    if (Array.isArray(value)) normalised[name] = value.map(String);
    else if (value !== undefined && value !== null) normalised[name] = String(value);
  }
  return { ok: true, values: normalised };
}

/** Spec 3 §4: Next only when the current step validates with no errors. */
export function goNext(definition: WizardDefinition, state: WizardState): WizardState {
  const result = validateStep(definition, state.step, state.values);
  if (!result.ok) return { ...state, errors: result.errors };
  return { step: Math.min(state.step + 1, lastStep(definition)), values: result.values, errors: [] };
}

/** Spec 3 §4: Previous clears errors and goes back one step. */
export function goPrevious(state: WizardState): WizardState {
  return { step: Math.max(state.step - 1, 0), values: state.values, errors: [] };
}

/**
 * Before the last step submits, every step is validated again (the server cannot trust the hidden
 * answers a browser carried): the first failing step comes back with its errors.
 */
export function validateAll(
  definition: WizardDefinition,
  values: WizardValues,
): { ok: true; values: WizardValues } | { ok: false; state: WizardState } {
  let current = values;
  for (let step = 1; step <= lastStep(definition); step++) {
    const result = validateStep(definition, step, current);
    if (!result.ok) return { ok: false, state: { step, values: current, errors: result.errors } };
    current = result.values;
  }
  return { ok: true, values: current };
}

/** The step a visitor may submit from: the last step's button stays disabled until these are filled. */
export function canSubmit(values: WizardValues): boolean {
  return ["address", "postal_code", "city"].every((name) => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "";
  });
}

/** Applies an intent to a state: the one transition used by the browser and by the action. */
export function transition(
  definition: WizardDefinition,
  state: WizardState,
  intent: WizardIntent,
): WizardState {
  switch (intent) {
    case "start":
      return { step: 1, values: state.values, errors: [] };
    case "previous":
      return goPrevious(state);
    case "next":
      return goNext(definition, state);
    case "submit": {
      const all = validateAll(definition, state.values);
      return all.ok ? { ...state, values: all.values, errors: [] } : all.state;
    }
  }
}

export function isIntent(value: unknown): value is WizardIntent {
  return value === "start" || value === "next" || value === "previous" || value === "submit";
}

/**
 * The values after a step's form was posted: the step's own fields as they are now (a field left
 * empty or a box unticked is absent from a form post, so it becomes empty), the rest as they were.
 */
export function readStep(
  definition: WizardDefinition,
  step: number,
  formData: FormData,
  previous: WizardValues,
): WizardValues {
  const posted = valuesFromFormData(definition, formData);
  const values: WizardValues = { ...previous };
  for (const name of definition.steps[step]?.fields ?? []) {
    values[name] = posted[name] ?? (isList(definition, name) ? [] : "");
  }
  return values;
}
