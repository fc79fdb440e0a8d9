import { useField } from "remix-validated-form";
import { useLazyMask } from "~/ui/use-lazy-mask";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy, FieldError } from "./FieldError";
import type { TextFieldProps } from "./TextField";
import styles from "./Fields.module.css";

type MaskedFieldProps = TextFieldProps & {
  mask: string;
  /** Applied to each typed character before the mask sees it (upper case for postal codes). */
  prepareChar?: (char: string) => string;
};

/**
 * A text input with an IMask mask, loaded when the visitor reaches for the input
 * (use-lazy-mask.ts). Without JavaScript it is a plain input and the server's
 * rule accepts what a visitor types (514 555 0142, h2x1y4) and normalises it to the mask.
 */
export function MaskedField({
  name,
  label,
  id,
  required,
  hint,
  className,
  mask,
  prepareChar,
  ...input
}: MaskedFieldProps) {
  const { error, getInputProps, validate, touched } = useField(name, {
    validationBehavior: FIELD_VALIDATION,
  });
  const { ref } = useLazyMask(
    { mask, ...(prepareChar ? { prepareChar } : {}) },
    // Re-validates as the visitor corrects a field already marked invalid.
    () => (touched && error ? validate() : undefined),
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        className={styles.input}
        {...getInputProps({ id, type: "text", required, ...input, ...describedBy(id, error, Boolean(hint)) })}
        ref={ref}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The phone mask (###) ###-#### (spec 1 §9). */
export function PhoneField(props: Omit<TextFieldProps, "type">) {
  return (
    <MaskedField mask="(000) 000-0000" type="tel" autoComplete="tel-national" inputMode="tel" {...props} />
  );
}

/** The postal code mask A#A #A# (spec 1 §9), in capitals. */
export function PostalCodeField(props: Omit<TextFieldProps, "type">) {
  return (
    <MaskedField
      mask="a0a 0a0"
      prepareChar={(char) => char.toUpperCase()}
      autoComplete="postal-code"
      {...props}
    />
  );
}
