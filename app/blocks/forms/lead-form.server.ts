import type { LazyNamespace } from "~/i18n/namespaces";

/** Per request, what a lead form's block gives its form (contact-form, landing-page-1). */
export type LeadFormData = { idempotencyKey: string };

/**
 * The `defineFields` options of a block holding a lead form: the form posts without JavaScript, so
 * its code (validation, masks) waits for the visitor to reach it. The key is minted per request, so
 * each rendered form carries its own; a page re-rendered after a failed post keeps the posted key
 * instead (the action's answer, use-lead-form.ts).
 */
export const leadFormOptions = {
  texts: ["forms"] as LazyNamespace[],
  loadOn: "intent" as const,
  load: async (): Promise<LeadFormData> => ({ idempotencyKey: crypto.randomUUID() }),
};
