import { z } from "zod";
import { FIELD_LIMITS, FREE_TEXT_LIMIT, tooLong } from "./limits";

/**
 * Rules shared by every form, in the browser (remix-validated-form) and in the action. A rule's
 * message is a key: a bare key is read from `forms:errors.<key>`, a key naming its namespace
 * (`wizards:errors.bedrooms`) as it is (see fields/FieldError.tsx).
 */
export const REQUIRED = "required";

/** Spec 3 §5: text, @, text, dot, text. No other email check. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** A posted value as text: a missing field (unchecked, absent without JavaScript) is empty. */
const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Characters nobody types in a name, a phone or an address: the C0 and C1 controls (NUL, escape
 * sequences, line breaks that forge a header line in a mail or a log) and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a text read in
 * another order than it is stored. Issue 33: they reached the core API unchanged.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** The same in a multi-line text, less its line breaks and tabs, which are the visitor's own. */
const CONTROL_OR_BIDI_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** The error key of a single-line value holding one of them (forms:errors.control-characters). */
const CONTROL_CHARACTERS = "control-characters";

/** A single-line value is refused, not silently changed: the visitor sees what was wrong. */
const singleLine = (schema: z.ZodString) =>
  schema.refine((value) => !CONTROL_OR_BIDI.test(value), CONTROL_CHARACTERS);

/** A multi-line value (a message, a note) keeps its lines and tabs and loses the other controls. */
export const stripControls = (value: string) => value.replace(CONTROL_OR_BIDI_IN_TEXT, "");

/** Single line, trimmed, at most `max` characters (every field has a limit: limits.ts). */
export const optionalText = (max: number = FREE_TEXT_LIMIT) =>
  z.preprocess(asText, singleLine(z.string().trim().max(max, tooLong(max))));

/** Single line, required and trimmed: spaces alone are empty. At most `max` characters. */
export const requiredText = (message = REQUIRED, max: number = FREE_TEXT_LIMIT) =>
  z.preprocess(asText, singleLine(z.string().trim().min(1, message).max(max, tooLong(max))));

/** Multi-line, required and trimmed (spec 1 §5, the message: spaces alone are empty). */
export const requiredMultiline = (message = REQUIRED, max: number = FREE_TEXT_LIMIT) =>
  z.preprocess(
    (value) => stripControls(asText(value)),
    z.string().trim().min(1, message).max(max, tooLong(max)),
  );

/** Multi-line and optional (a wizard's free-text answers): absent stays absent. */
export const optionalMultiline = (max: number = FREE_TEXT_LIMIT) =>
  z
    .string()
    .transform(stripControls)
    .pipe(z.string().trim().max(max, tooLong(max)))
    .optional();

export const emailRule = (message = "email", requiredMessage = REQUIRED) =>
  requiredText(requiredMessage, FIELD_LIMITS.email).pipe(z.string().regex(EMAIL_PATTERN, message));

/** Digits of a phone number as a visitor may type it: 514 555 0142, 5145550142, (514) 555-0142. */
function phoneDigits(value: string): string | null {
  if (!/^[\d\s().+-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  // A leading country code 1 (+1 514 …) is the same number.
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return null;
}

/** The phone mask (###) ###-#### (spec 1 §9). */
export function formatPhone(value: string): string | null {
  const digits = phoneDigits(value.trim());
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : null;
}

/** A value the mask's `format` accepts, as the mask writes it; anything else fails with `message`. */
const masked = (format: (value: string) => string | null, message: string) =>
  z.string().transform((value, ctx) => {
    const formatted = format(value);
    if (formatted === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return formatted;
  });

/** Optional phone: empty stays empty, anything else must be a 10-digit number, normalised to the mask. */
export const optionalPhone = (message = "phone") =>
  optionalText(FIELD_LIMITS.phone).pipe(z.union([z.literal(""), masked(formatPhone, message)]));

export const requiredPhone = (message = "phone", requiredMessage = REQUIRED) =>
  requiredText(requiredMessage, FIELD_LIMITS.phone).pipe(masked(formatPhone, message));

/** The postal code mask A#A #A# (spec 1 §9): h2x1y4 → H2X 1Y4. */
export function formatPostalCode(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

export const requiredPostalCode = (message = "postal_code", requiredMessage = REQUIRED) =>
  requiredText(requiredMessage, FIELD_LIMITS.postalCode).pipe(masked(formatPostalCode, message));

/** A checkbox: checked when posted ("on", or the value the form gives it), unchecked when absent. */
export const checkbox = () =>
  z.preprocess(
    (value) => value === true || (typeof value === "string" && value !== "" && value !== "0"),
    z.boolean(),
  );
