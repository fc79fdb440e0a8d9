/**
 * When a field shows its error: not before the first submit (an error appearing on blur moves the
 * submit button under the pointer, and the click is lost), then as the visitor corrects it.
 */
export const FIELD_VALIDATION = {
  initial: "onSubmit",
  whenTouched: "onSubmit",
  whenSubmitted: "onChange",
} as const;
